#!/usr/bin/env node
/**
 * Benchmark: the JavaScript (and the CSS) each main page loads on first visit, gzip -9, measured in
 * Chromium against the production build (`npm run build -- --mode emulators` first).
 * Prints a table; the budget itself is enforced by tests/e2e/bundle-budget.spec.ts. The
 * dashboard and the leaderboard need a signed-in user: measured inside the emulator suite (seeded).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  DASHBOARD_BUDGET_BYTES,
  DEMO_RUNNER,
  isChunkOf,
  LEADERBOARD_BUDGET_BYTES,
  AFTER_LOAD_CHUNKS,
  DASHBOARD_AFTER_PAINT_CHUNKS,
  LEADERBOARD_EXTRA_CHUNKS,
  measureFirstLoadJs,
  SIGN_IN_BUDGET_BYTES,
  SIGNED_IN_PAGES,
} from './lib/first-load-js.mjs';
import { fail } from './lib/log.mjs';
import { withNode22 } from './lib/node22.mjs';
import { portInUse, waitForPort, which } from './lib/run.mjs';

/** gzip -9 of one built file. */
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A lazily loaded chunk by the name of its module, gzip KB. */
function chunkKb(module) {
  const chunks = readdirSync(join(dist, 'assets')).filter(
    (f) => f.startsWith(`${module}-`) && f.endsWith('.js'),
  );
  return chunks.reduce((n, f) => n + gzipOf(join('assets', f)), 0) / 1024;
}

/** `--files`: each page's files too, largest first (what to cut next). */
const listFiles = process.argv.includes('--files');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One page's line (JavaScript, then the CSS it loads), and with --files its files. */
function report(path, { files, totalGzipBytes, cssFiles, cssGzipBytes }, note = '') {
  console.log(
    `${path.padEnd(24)} ${String(files.length).padStart(5)}   ${kb(totalGzipBytes).padStart(8)}   ${kb(cssGzipBytes).padStart(8)}${note}`,
  );
  if (!listFiles) return;
  for (const f of [...files, ...cssFiles].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`    ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html')))
  fail('No build in dist/: run npm run build -- --mode emulators first.');
const chromiumPath = process.env.CHROMIUM_PATH ?? which('chromium');
if (!chromiumPath) fail('Chromium is missing: npm test installs it, or set CHROMIUM_PATH.');

const port = 4174;
const preview = spawn(
  join(root, 'node_modules/.bin/vite'),
  ['preview', '--mode', 'emulators', '--port', String(port), '--strictPort'],
  { cwd: root, stdio: 'ignore', detached: true, env: withNode22(root) },
);
try {
  await waitForPort(port, '127.0.0.1', 30000);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  console.log('page                     files    JS gzip   CSS gzip');
  const visitorPages = [
    ['/signin', 'form'],
    ['/createaccount', 'form'],
    ['/resetpassword', 'form'],
    ['/404', 'a[href="/"]'],
  ];
  // The visitor pages' first load is what they fetch before their first paint; Auth comes after.
  for (const [path, ready] of visitorPages) {
    const measured = await measureFirstLoadJs(browser, `http://localhost:${port}${path}`, dist, {
      ready,
      untilReady: true,
    });
    const later = measured.later.reduce((sum, f) => sum + f.gzipBytes, 0);
    report(path, measured, later ? `  (+ ${kb(later)} after the first paint)` : '');
    if (listFiles)
      for (const f of measured.later)
        console.log(`    ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.file} (after)`);
  }
  // Signed-in pages need the Auth emulator and the demo data (run inside `scripts/emulators.mjs exec`, after `npm run seed`).
  if (await portInUse(9099)) {
    const signIn = { ...DEMO_RUNNER, origin: `http://localhost:${port}` };
    for (const { path, ready } of SIGNED_IN_PAGES) {
      const measured = await measureFirstLoadJs(browser, `http://localhost:${port}${path}`, dist, {
        ready,
        signIn,
      });
      const { files } = measured;
      const own = files.filter(
        (f) =>
          !isChunkOf(f.file, [
            ...LEADERBOARD_EXTRA_CHUNKS,
            ...AFTER_LOAD_CHUNKS,
            ...DASHBOARD_AFTER_PAINT_CHUNKS,
          ]),
      );
      const ownBytes = own.reduce((sum, f) => sum + f.gzipBytes, 0);
      const extra =
        own.length < files.length
          ? `, ${(ownBytes / 1024).toFixed(1)} KB before the route parser and what loads after the page`
          : '';
      report(path, measured, `  (signed in${extra})`);
    }
  } else {
    console.log(
      '/dashboard/…, /leaderboard/…  need the emulator suite: node scripts/emulators.mjs exec -- "npm run seed && npm run bundle-size"',
    );
  }
  console.log(
    `  + route file parser chunk (leaderboard only, fetched beside the route file): ${chunkKb('kml-route').toFixed(1)} KB`,
  );
  console.log(
    `  + Google Maps chunk (leaderboard only, only with a Maps key): ${chunkKb('google-route-map').toFixed(1)} KB`,
  );
  console.log(
    `budgets: /signin ${SIGN_IN_BUDGET_BYTES / 1024} KB, dashboard ${DASHBOARD_BUDGET_BYTES / 1024} KB, leaderboard ${LEADERBOARD_BUDGET_BYTES / 1024} KB (before the route parser and Maps)`,
  );
  await browser.close();
} finally {
  process.kill(-preview.pid, 'SIGTERM');
}
