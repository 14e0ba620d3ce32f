/**
 * First-load JavaScript budgets (gzip -9; scripts/lib/first-load-js.mjs holds the figures and
 * why): the sign-in page, and, signed in as the demo runner, the dashboard and the leaderboard
 * (before its route parser and Maps). The sign-in page's first load is what it fetches before
 * its form first shows (it fetches Auth after); it loads neither Firestore, nor Maps, nor
 * Sentry's replay.
 */
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import {
  AFTER_LOAD_CHUNKS,
  DASHBOARD_AFTER_PAINT_CHUNKS,
  DASHBOARD_BUDGET_BYTES,
  DEMO_RUNNER,
  isChunkOf,
  LEADERBOARD_BUDGET_BYTES,
  LEADERBOARD_EXTRA_CHUNKS,
  measureFirstLoadJs,
  READY_TIMEOUT_MS,
  SIGN_IN_BUDGET_BYTES,
  SIGNED_IN_PAGES,
} from '../../scripts/lib/first-load-js.mjs';
import { APP_URL } from './support/browser';

const dist = join(import.meta.dirname, '..', '..', 'dist');
let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('sign-in page bundle budget', () => {
  test(`loads at most ${SIGN_IN_BUDGET_BYTES / 1024} KB of gzipped JavaScript before its first paint, and Auth after it`, async () => {
    const { files, totalGzipBytes, later } = await measureFirstLoadJs(
      browser,
      `${APP_URL}/signin`,
      dist,
      { ready: 'form', untilReady: true },
    );
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzipBytes).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
    // Firebase app and Auth arrive once the form is drawn (src/lib/auth-load.ts): deferred, not
    // missing, so the form can submit.
    expect(files.filter((f) => isChunkOf(f.file, ['firebase-app']))).toEqual([]);
    expect(
      later.map((f) => f.file).filter((file) => isChunkOf(file, ['firebase-app'])),
    ).toHaveLength(1);
  });

  test('does not load Firestore, Google Maps or Sentry replay, before or after its first paint', async () => {
    const { files, later } = await measureFirstLoadJs(browser, `${APP_URL}/signin`, dist, {
      ready: 'form',
      untilReady: true,
    });
    const loaded = [...files, ...later].map((f) => f.source).join('\n');
    expect(loaded).not.toContain('firestore.googleapis.com');
    expect(loaded).not.toContain('maps.googleapis.com');
    expect(loaded).not.toContain('replayIntegration');
  });
});

test.describe('signed-in pages bundle budgets', () => {
  const budgets = [DASHBOARD_BUDGET_BYTES, LEADERBOARD_BUDGET_BYTES];
  for (const { path, ready, budget } of SIGNED_IN_PAGES.map((page, i) => ({
    ...page,
    budget: budgets[i]!,
  })))
    test(`${path} loads at most its budget of gzipped JavaScript before its route parser and Maps`, async () => {
      // Signing in and the page's data, each bounded by READY_TIMEOUT_MS.
      test.setTimeout(2 * READY_TIMEOUT_MS + 30_000);
      const { files } = await measureFirstLoadJs(browser, `${APP_URL}${path}`, dist, {
        ready,
        signIn: { ...DEMO_RUNNER, origin: APP_URL },
      });
      const own = files.filter(
        (f) =>
          !isChunkOf(f.file, [
            ...LEADERBOARD_EXTRA_CHUNKS,
            ...AFTER_LOAD_CHUNKS,
            ...DASHBOARD_AFTER_PAINT_CHUNKS,
          ]),
      );
      expect(own.length).toBeGreaterThan(0);
      expect(own.reduce((sum, f) => sum + f.gzipBytes, 0)).toBeLessThanOrEqual(budget);
    });
});
