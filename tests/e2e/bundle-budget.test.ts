/**
 * Issue 2 item 8: the sign-in page's first-load JavaScript stays under 150 KB gzip,
 * and it loads neither Firestore, nor Maps, nor Sentry's replay.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureFirstLoadJs, SIGN_IN_BUDGET_BYTES } from '../../scripts/lib/first-load-js.mjs';
import { APP_URL, launchBrowser } from './support/browser';

const dist = join(import.meta.dirname, '..', '..', 'dist');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('sign-in page bundle budget', () => {
  it('loads at most 150 KB of gzipped JavaScript', async () => {
    const { files, totalGzipBytes } = await measureFirstLoadJs(browser, `${APP_URL}/signin`, dist);
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzipBytes).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
  });

  it('does not load Firestore, Google Maps or Sentry replay', async () => {
    const { files } = await measureFirstLoadJs(browser, `${APP_URL}/signin`, dist);
    const loaded = files.map((f) => f.source).join('\n');
    expect(loaded).not.toContain('firestore.googleapis.com');
    expect(loaded).not.toContain('maps.googleapis.com');
    expect(loaded).not.toContain('replayIntegration');
  });
});
