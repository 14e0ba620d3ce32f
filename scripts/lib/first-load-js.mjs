/**
 * What a page really loads: open it in Chromium, record every JavaScript and CSS file the
 * app serves from /assets/, and size each one from dist/ as gzip -9.
 * Used by the bundle-budget browser test and by scripts/bundle-size.mjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Budgets of first-load JavaScript, gzip -9 (the targets for a phone: sign-in 120 KB, dashboard
// 220 KB, leaderboard 250 KB before its route parser and Maps). The French/English runtime and
// the visitor catalogue may add at most 5 KB to the sign-in page (docs/i18n.md). The leaderboard
// (245.1 KB, its virtualiser loading on the first scroll) meets its target; the dashboard
// (248.3 KB) carries React, Auth and the full Firestore SDK (220 KB alone, needed for its live
// listeners and the offline activity log). Signing out on a shared computer (clearing the cache,
// asking first when activities wait) costs 0.2 KB on sign-in (its texts in the frame's
// catalogue) and 1.1 KB on the signed-in pages (the texts, the pending-writes counter, and
// Firestore's terminate and waitForPendingWrites in its chunk); the rest of it loads after the
// page (AFTER_LOAD_CHUNKS). The news opt-in at sign-up, the analytics consent's footer link and
// Logout's leaving flag (no create-account page on the way out) cost 0.2 KB on sign-in and 0.1 KB
// on the dashboard. Each budget is what the page weighs, rounded up to a quarter KB, so nothing
// can grow unseen (docs/performance.md says what stays and why).
export const SIGN_IN_BUDGET_BYTES = 125.75 * 1024;
export const DASHBOARD_BUDGET_BYTES = 249 * 1024;
export const LEADERBOARD_BUDGET_BYTES = 245.25 * 1024;

/** Chunks the leaderboard fetches beside its route file or a Maps key: outside its budget. */
export const LEADERBOARD_EXTRA_CHUNKS = ['kml-route', 'google-route-map'];
/**
 * Fetched by the user menu after the page's load event, for signing out offline
 * (src/app/user-menu.tsx): not part of any page's first load.
 */
export const AFTER_LOAD_CHUNKS = ['sign-out-prompt', 'sign-out', 'local-data'];

/** The demo runner (seed data) and what shows once each signed-in page has its data. */
export const DEMO_RUNNER = { email: 'runner@demo.test', password: 'demo-pass-1' };
export const SIGNED_IN_PAGES = [
  { path: '/dashboard/tbcr25_1000km', ready: '[data-testid="total-km"]' },
  { path: '/leaderboard/tbcr25_1000km', ready: '#standings-list li' },
];

/** A file is one of `chunks` (a Vite chunk is named `{module}-{hash}.js`). */
export function isChunkOf(file, chunks) {
  const name = file.split('/').pop() ?? '';
  return chunks.some((chunk) => name.startsWith(`${chunk}-`));
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} distDir
 * @param {{ ready?: string, signIn?: { email: string, password: string, origin: string } }} [options]
 *   `ready`: a selector that shows once the page is drawn (waited for, then for the network to
 *   settle; a signed-in page's live Firestore listeners keep the network busy, so there only the
 *   selector); `signIn`: sign in first (Auth emulator), then open `url` in a fresh page of the
 *   signed-in context
 */
export async function measureFirstLoadJs(browser, url, distDir, options = {}) {
  const { ready, signIn } = options;
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
  const styles = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/')) return;
    if (pathname.endsWith('.js')) scripts.add(pathname);
    if (pathname.endsWith('.css')) styles.add(pathname);
  });
  await page.goto(url, { waitUntil: signIn ? 'load' : 'networkidle' });
  if (ready) await page.locator(ready).first().waitFor();
  if (!signIn) await page.waitForLoadState('networkidle');
  await context.close();
  const sized = (pathnames) =>
    [...pathnames].sort().map((pathname) => {
      const source = readFileSync(join(distDir, pathname));
      return {
        file: pathname,
        gzipBytes: gzipSync(source, { level: 9 }).length,
        source: source.toString('utf8'),
      };
    });
  const files = sized(scripts);
  const cssFiles = sized(styles);
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    cssFiles,
    cssGzipBytes: cssFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
