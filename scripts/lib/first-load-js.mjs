/**
 * What a page really loads: open it in Chromium, record every JavaScript file the
 * app serves from /assets/, and size each one from dist/ as gzip -9.
 * Used by the bundle-budget browser test and by scripts/bundle-size.mjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const SIGN_IN_BUDGET_BYTES = 150 * 1024;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} distDir
 * @param {{ email: string, password: string, origin: string, ready: string }} [signIn] sign in
 *   first (Auth emulator), then open `url` in a fresh page of the signed-in context and wait for
 *   the `ready` selector (live Firestore listeners keep the network busy: no "network idle")
 */
export async function measureFirstLoadJs(browser, url, distDir, signIn) {
  const context = await browser.newContext();
  if (signIn) {
    const login = await context.newPage();
    await login.goto(`${signIn.origin}/signin`);
    await login.getByLabel('Email').fill(signIn.email);
    await login.getByLabel('Password', { exact: true }).fill(signIn.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.waitForURL(`${signIn.origin}/`);
    await login.close();
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  if (signIn) {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(signIn.ready).first().waitFor();
  } else {
    await page.goto(url, { waitUntil: 'networkidle' });
  }
  await context.close();
  const files = [...scripts].sort().map((pathname) => {
    const source = readFileSync(join(distDir, pathname));
    return {
      file: pathname,
      gzipBytes: gzipSync(source, { level: 9 }).length,
      source: source.toString('utf8'),
    };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
