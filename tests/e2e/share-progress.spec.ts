/**
 * 'Share my progress' (docs/product.md, "Share cards") in Chromium: on the demo runner's
 * dashboard the card's drawing is fetched only on her click, and the card comes out as a
 * 1080 × 1080 PNG, made in the browser (no request but the card's chunk), downloaded where the
 * browser shares no files (Chromium on Linux has no Web Share). What the card says is laid out by
 * a pure function, unit-tested (src/features/dashboard/logic/share-card-layout.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, signedInAt } from './support/browser';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** A PNG's width and height, from its IHDR chunk (the first, after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('makes a 1080 × 1080 PNG of her progress in the browser, its code fetched on the click', async () => {
  const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const button = page.getByRole('button', { name: 'Share my progress' });
  await button.waitFor();
  expect(requests.some((url) => url.includes('share-card-draw'))).toBe(false);
  const before = requests.length;

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^the-big-canada-run-2025-\d{4}-\d{2}-\d{2}\.png$/);
  const path = await download.path();
  expect(pngSize(readFileSync(path))).toEqual({ width: 1080, height: 1080 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your progress card was downloaded.' }),
  ).toBeVisible();
  // Made here: from the app's origin the click fetched only static files, the card's code among
  // them, and nothing went to the functions (the Firestore SDK's own listening goes on, on its
  // origin). The page's last images (the race's logo, the route's milestone flag) may still be
  // on their way when the button shows, and were once seen after it: images count as static.
  const after = requests.slice(before);
  const fromApp = after.filter((url) => url.startsWith(APP_URL));
  expect(fromApp.filter((url) => !/^\/(assets|images)\//.test(new URL(url).pathname))).toEqual([]);
  expect(fromApp.some((url) => url.includes('share-card-draw'))).toBe(true);
  expect(after.filter((url) => url.includes(':5001/'))).toEqual([]);
  await context.close();
});

test('a finisher shares her finish from beside her finisher badge: the same card, its day on it', async () => {
  const { page, context } = await signedInAt(browser, '/dashboard/ccc_c_156km');
  await page.getByRole('link', { name: 'Finisher badge' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Share my finish' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^celebrate-canada-.*\d{4}-\d{2}-\d{2}\.png$/);
  expect(pngSize(readFileSync(await download.path()))).toEqual({ width: 1080, height: 1080 });
  await context.close();
});
