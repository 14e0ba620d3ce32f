/** Real Chromium (Debian's), driven by playwright-core, for the browser tests. */
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const APP_URL = process.env.E2E_APP_URL ?? 'http://localhost:4173';
export const DEMO_EMAIL = 'runner@demo.test';
export const DEMO_PASSWORD = 'demo-pass-1';

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(
      'Chromium is missing: npm test installs it (apt-get install chromium), or set CHROMIUM_PATH.',
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export interface AppPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught page errors and Content-Security-Policy refusals seen so far. */
  readonly errors: string[];
}

/** A fresh context (no shared auth) with one page; `width` 360 gives the phone layout. */
export async function openApp(browser: Browser, path = '/', width = 1280): Promise<AppPage> {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 740 : 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Every page runs under the hosting CSP (firebase.json, applied by vite preview): a refusal
  // is an error of the test's page, not noise.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(message.text());
  });
  await page.goto(`${APP_URL}${path}`);
  return { context, page, errors };
}

/** Signs in through the real sign-in screen (Auth emulator). */
export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto(`${APP_URL}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
