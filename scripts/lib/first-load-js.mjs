/* global window, document, MutationObserver -- markReady and page.evaluate run in Chromium */
/**
 * What a page really loads: open it in Chromium, record every JavaScript and CSS file the
 * app serves from /assets/, and size each one from dist/ as gzip -9.
 * Used by the bundle-budget browser test and by scripts/bundle-size.mjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Budgets of first-load JavaScript, gzip -9. The targets for a phone: sign-in 120 KB, dashboard
// 220 KB, leaderboard 250 KB before its route parser and Maps. Sign-in (98.8 KB) and the
// leaderboard (245.9 KB, its virtualiser loading on the first scroll) meet theirs; the sign-in
// page's first load is what it fetches before its form shows, Firebase app and Auth coming once it
// has painted (src/lib/auth-load.ts). The dashboard (249.8 KB) carries React, Auth and the full
// Firestore SDK (about 215 KB alone, needed for its live listeners and the offline activity log).
// Each budget is what the page weighs, rounded up to a quarter KB, so nothing can grow unseen;
// docs/performance.md keeps the history of each figure, what stays and why.
// 100.5 / 251.25 / 247.25 KB: the shell checks this build's deployment (deployments.json, passed
// as VITE_DEPLOYMENT: src/config/deployment.ts and placeholder.ts, about 1.2 KB on every page),
// measured 102,880 / 257,122 / 252,958 bytes (docs/performance.md).
// 101.5 / 256.25 / 249.75 KB: Lingui 6's runtime, French typography shared with the e-mails
// (src/contract/french-typography.ts), the standings layout and the dashboard's file-upload
// entry point; measured 103,787 / 262,305 / 255,522 bytes.
// 101.5 / 255 / 249.75 KB: the activity files' reader, confirm step, share page and their
// texts load on use (docs/activity-files.md); measured 103,806 / 260,882 / 255,580 bytes. Each
// page's growth since 100.5 / 251.25 / 247.25, file by file, is in docs/performance.md.
// 101.5 / 255 / 250.75 KB: the leaderboard's whole list in ranked pages (docs/standings.md): its
// hook in the page's chunk and the tab order split into a file of its own, the reads on use;
// measured 103,824 / 260,868 / 256,559 bytes.
// 255.25 KB for the dashboard: the team feed's lazy wrapper (the feed, its texts and its data come
// after the first paint, DASHBOARD_AFTER_PAINT_CHUNKS) and the wait for the panels above it, so
// they do not push it down as they arrive; measured 261,139 bytes on the merged tree.
// 255.5 KB for the dashboard: its later parts load through optionalLazy (src/lib/optional-lazy.tsx),
// so a part whose file cannot be fetched leaves the page as it is instead of replacing it with
// the error page; measured 261,433 bytes.
export const SIGN_IN_BUDGET_BYTES = 101.5 * 1024;
export const DASHBOARD_BUDGET_BYTES = 255.5 * 1024;
// 251 KB for the leaderboard: 'Show me' checks her row is on the page it read, else reads the
// shards (a page read while the board was rebuilt could lack her); measured 256,793 bytes.
export const LEADERBOARD_BUDGET_BYTES = 251 * 1024;

/**
 * How long a page may take to sign in or to show its data. On a machine kept busy by another
 * process, the dashboard once took more than Playwright's default 30 s to show its total (the
 * emulators' trigger backlog from earlier tests competes for the CPU); a wait for evidence, bounded.
 */
export const READY_TIMEOUT_MS = 90_000;

/** Chunks the leaderboard fetches beside its route file or a Maps key: outside its budget. */
export const LEADERBOARD_EXTRA_CHUNKS = ['kml-route', 'google-route-map'];
/**
 * Fetched by the user menu after the page's load event, for signing out offline
 * (src/app/user-menu.tsx): not part of any page's first load. `cache-to-clear` is what signing
 * out shares with signing in (src/lib/cache-to-clear.ts).
 */
export const AFTER_LOAD_CHUNKS = ['sign-out-prompt', 'sign-out', 'local-data', 'cache-to-clear'];
/**
 * Fetched by the dashboard once it has painted its data (the team feed, docs/product.md "Team
 * feed": src/features/dashboard/components/team-feed/team-feed-loader.tsx; 'Share my progress':
 * share-progress/share-progress-loader.tsx, with a finisher's 'Download certificate'): not its
 * first load.
 */
export const DASHBOARD_AFTER_PAINT_CHUNKS = ['team-feed', 'share-progress', 'certificate-button'];

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
 * Marks, in the page, the moment `selector` first matches (a mutation observer runs before the
 * browser paints what the mutation drew): window.__readyAt, on the page's performance clock.
 * @param {string} selector
 */
function markReady(selector) {
  const mark = () => {
    if (!document.querySelector(selector)) return false;
    Object.assign(window, { __readyAt: performance.now() });
    return true;
  };
  if (mark()) return;
  const observer = new MutationObserver(() => {
    if (mark()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} distDir
 * @param {{ ready?: string, untilReady?: boolean, signIn?: { email: string, password: string, origin: string } }} [options]
 *   `ready`: a selector that shows once the page is drawn (waited for, then for the network to
 *   settle; a signed-in page's live Firestore listeners keep the network busy, so there only the
 *   selector); `untilReady`: the first load is what the page requested before `ready` first
 *   matched, its first paint (the sign-in screens fetch Auth once painted, src/lib/auth-load.ts);
 *   what it fetched after is in `later`; `signIn`: sign in first (Auth emulator), then open `url`
 *   in a fresh page of the signed-in context
 */
export async function measureFirstLoadJs(browser, url, distDir, options = {}) {
  const { ready, untilReady = false, signIn } = options;
  if (untilReady && !ready) throw new Error('untilReady needs a ready selector.');
  const context = await browser.newContext();
  if (signIn) {
    const login = await context.newPage();
    await login.goto(`${signIn.origin}/signin`);
    await login.getByLabel('Email').fill(signIn.email);
    await login.getByLabel('Password', { exact: true }).fill(signIn.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.waitForURL(`${signIn.origin}/`, { timeout: READY_TIMEOUT_MS });
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
  if (untilReady) await page.addInitScript(markReady, ready);
  await page.goto(url, { waitUntil: signIn ? 'load' : 'networkidle' });
  if (ready) await page.locator(ready).first().waitFor({ timeout: READY_TIMEOUT_MS });
  if (!signIn) await page.waitForLoadState('networkidle');
  /** The files requested after the page's first paint, when `untilReady`. */
  const afterPaint = new Set();
  if (untilReady) {
    const { readyAt, starts } = await page.evaluate(() => ({
      readyAt: /** @type {{ __readyAt?: number }} */ (window).__readyAt,
      starts: performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
    }));
    if (readyAt === undefined) throw new Error(`${url}: ${ready} was never seen.`);
    for (const [pathname, startTime] of starts) if (startTime > readyAt) afterPaint.add(pathname);
  }
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
  const all = sized(scripts);
  const files = all.filter((f) => !afterPaint.has(f.file));
  const cssFiles = sized(styles);
  return {
    files,
    later: all.filter((f) => afterPaint.has(f.file)),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    cssFiles,
    cssGzipBytes: cssFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
