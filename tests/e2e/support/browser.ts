/**
 * Pages of the app for the browser tests, in contexts of the worker's Chromium (the `browser`
 * fixture, tests/e2e/support/test.ts): a visitor's, or a participant's already signed in.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { sessionFile } from './roles';
import { gotoWithSession, localStorageOnly } from './session-start';
import { warmTab } from './warm-tabs';

export const APP_URL = process.env.E2E_APP_URL ?? 'http://localhost:4173';
export const DEMO_EMAIL = 'runner@demo.test';
export const DEMO_PASSWORD = 'demo-pass-1';

export interface AppPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Page errors, Content-Security-Policy refusals (and console errors, when asked for) seen so far. */
  readonly errors: string[];
}

export interface AppOptions {
  /** 360 gives the phone layout (default 1280). */
  readonly width?: number;
  /** Default 740 below 640 px wide, 900 above. */
  readonly height?: number;
  /** The browser's time zone (default the machine's). */
  readonly timezoneId?: string;
  /** Count console errors (a failed read, a React warning) among the page's errors too. */
  readonly consoleErrors?: boolean;
  /** The browser's language (navigator.languages, Accept-Language), e.g. 'fr-CA'; default Chromium's. */
  readonly locale?: string;
  /** A session to start with (a role's file, or an own participant's: support/own-user.ts). */
  readonly storageState?: BrowserContextOptions['storageState'];
  /**
   * Let the app register its service worker: for the tests of the installed app, offline and
   * push. Off otherwise: its install fetches and stores every file of the build (the precache),
   * about a third of the browser's work in a test that never looks at it (docs/testing.md).
   */
  readonly serviceWorker?: boolean;
}

/**
 * The app's registration left pending for good: no worker installs, and the app, as in a
 * browser without one, waits (Playwright's `serviceWorkers: 'block'` resolves it with nothing,
 * which no browser does and the app need not handle).
 */
async function withoutServiceWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // Absent where the origin is not secure (a provider's stand-in page on another host).
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register = () => new Promise<ServiceWorkerRegistration>(() => {});
  });
}

/** A context of the test's own with one page. */
async function newTab(
  browser: Browser,
  options: BrowserContextOptions,
  serviceWorker: boolean | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  if (!serviceWorker) await withoutServiceWorker(context);
  return { context, page: await context.newPage() };
}

/**
 * A page at `path` in a context no other test shares at the same time (no shared auth, nothing
 * stored): a warm tab emptied since its last test, or a new context. A number is the width.
 */
export async function openApp(
  browser: Browser,
  path = '/',
  options: number | AppOptions = {},
): Promise<AppPage> {
  const o = typeof options === 'number' ? { width: options } : options;
  const width = o.width ?? 1280;
  // A session of localStorage items is written by the page's first document (support/session-start.ts).
  const session = o.storageState
    ? localStorageOnly(o.storageState, new URL(APP_URL).origin)
    : undefined;
  const shape = {
    viewport: { width, height: o.height ?? (width < 640 ? 740 : 900) },
    ...(o.timezoneId ? { timezoneId: o.timezoneId } : {}),
    ...(o.locale ? { locale: o.locale } : {}),
  };
  // A warm tab (support/warm-tabs.ts) unless the test needs a context of its own: the service
  // worker's, or a stored state Playwright must apply (cookies, IndexedDB). E2E_WARM_TABS=off
  // gives every test new contexts, to tell whether a failure comes from a reused tab.
  const ownContext =
    o.serviceWorker || (o.storageState && !session) || process.env.E2E_WARM_TABS === 'off';
  const { context, page } = ownContext
    ? await newTab(browser, { ...shape, storageState: o.storageState }, o.serviceWorker)
    : await warmTab(browser, shape, withoutServiceWorker);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Every page runs under the hosting CSP (firebase.json, applied by vite preview): a refusal
  // is an error of the test's page, not noise.
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (o.consoleErrors || message.text().includes('Content Security Policy'))
      errors.push(message.text());
  });
  if (session) await gotoWithSession(page, `${APP_URL}${path}`, session);
  else await page.goto(`${APP_URL}${path}`);
  return { context, page, errors };
}

/** Signs in through the real sign-in screen (Auth emulator), opened afresh. */
export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto(`${APP_URL}/signin`);
  await submitSignIn(page, email, password);
}

/** Fills in and sends the sign-in screen `page` shows. */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Moves `page` to `path` inside the app, as the app's own links do: the router's navigation
 * (a history entry, then the popstate event the router listens to), not a new load. Each load
 * of the app costs its renderer a second or more of CPU (docs/testing.md, "Page loads"); a test
 * that checks what a fresh load shows uses page.goto.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A fresh context signed in as `email` (the demo runner by default), at `path`. A role made
 * once by the global setup (support/roles.ts) starts from its stored session; any other
 * account, or `viaSignIn`, goes through the sign-in screen, lands on home first and moves on
 * to `path` inside the app (one load in all).
 */
export async function signedInAt(
  browser: Browser,
  path: string,
  options: AppOptions & { readonly email?: string; readonly viaSignIn?: boolean } = {},
): Promise<AppPage> {
  const stored = sessionFile(options.email ?? DEMO_EMAIL);
  if (!options.viaSignIn && !options.storageState && existsSync(stored)) {
    const app = await openApp(browser, path, { ...options, storageState: stored });
    return app;
  }
  if (options.storageState) return openApp(browser, path, options);
  const app = await openApp(browser, '/signin', options);
  await submitSignIn(app.page, options.email ?? DEMO_EMAIL, DEMO_PASSWORD);
  await app.page.waitForURL(`${APP_URL}/`);
  if (path !== '/') await goInApp(app.page, path);
  return app;
}

export interface BrowserClock {
  /** 'YYYY-MM-DD' of now in the page's time zone. */
  readonly day: string;
  /** 0-23. */
  readonly hour: number;
}

/**
 * Now, as the page's own time zone data sees it. Ask the browser, not Node: their zone
 * databases differ (Chromium 156 keeps Vancouver on UTC-7 all year, Node 20's ICU still
 * moves it to UTC-8 in November), and the app's "today" is the browser's.
 */
export async function browserClock(page: Page): Promise<BrowserClock> {
  return page.evaluate(() => {
    const now = new Date();
    const day = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
    const hour = Number(
      new Intl.DateTimeFormat('en-CA', { hour: '2-digit', hourCycle: 'h23' }).format(now),
    );
    return { day, hour };
  });
}

/** `browserClock` in `timezoneId`, from a blank page of a throwaway context. */
export async function browserClockIn(browser: Browser, timezoneId: string): Promise<BrowserClock> {
  const context = await browser.newContext({ timezoneId });
  try {
    return await browserClock(await context.newPage());
  } finally {
    await context.close();
  }
}
