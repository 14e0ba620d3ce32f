/**
 * The installed app (vite.pwa.ts) in Chromium against the emulator suite: a cold start with no
 * network opens the dashboard from the worker's precache and the Firestore cache, an activity
 * logged there reaches the server exactly once when the network is back; a new build is
 * announced with "Reload" and never reloads a half-filled registration step by itself.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { NEW_VERSION_MESSAGE } from '../../src/app/app-update';
import { APP_URL, openApp } from './support/browser';
import { signedInAt } from './support/browser';
import { fillActivity, serverRow } from './support/dashboard';
import { eventually } from './support/emulator-rest';
import { fillDetails, RACE_PATH, signUpThroughRace } from './support/registration';
import {
  checkForUpdate,
  isControlled,
  serveNextBuildWorker,
  serviceWorkerActive,
} from './support/service-worker';
import { expectAccessible } from './support/axe';
import { ownParticipant } from './support/own-user';

const MAIN = 'price_tbcr25_1000km';
const DASHBOARD = '/dashboard/tbcr25_1000km';
let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('the installed app', () => {
  test('serves a manifest with the icons, standalone display and the start url', async () => {
    const response = await fetch(`${APP_URL}/manifest.webmanifest`);
    const manifest = (await response.json()) as {
      display: string;
      start_url: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of ['icon-192', 'icon-512', 'icon-maskable-512']) {
      const png = await fetch(`${APP_URL}/icons/${icon}.png`);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
  });

  test('opens the dashboard offline from a cold start and syncs an activity logged there exactly once', async () => {
    // A copy of the demo runner of the test's own: the activity it logs changes no seeded row.
    const own = await ownParticipant('installed-offline');
    const { page, context } = await signedInAt(browser, DASHBOARD, {
      serviceWorker: true,
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    expect(await serviceWorkerActive(page)).toBe(`${APP_URL}/sw.js`);
    const before = await serverRow(MAIN, own.uid);
    await page.close();

    await context.setOffline(true);
    const cold = await context.newPage();
    const response = await cold.goto(`${APP_URL}${DASHBOARD}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await cold.getByRole('heading', { name: 'The Big Canada Run 2025', level: 1 }).waitFor();
    await cold.getByRole('button', { name: 'Add Activity Manually' }).click();
    await fillActivity(cold, '4.44', ['0', '25', '0']);
    const waiting = cold
      .getByTestId('activity')
      .filter({ has: cold.getByTestId('waiting-to-sync') });
    await waiting.waitFor();
    const key = (await waiting.getAttribute('data-key'))!;
    expect((await serverRow(MAIN, own.uid)).keys).not.toContain(key);

    await context.setOffline(false);
    await cold.getByTestId('waiting-to-sync').waitFor({ state: 'detached', timeout: 30000 });
    const after = await eventually(async () => {
      const row = await serverRow(MAIN, own.uid);
      return row.keys.includes(key) ? row : null;
    }, 20000);
    expect(after.keys.filter((k) => !before.keys.includes(k))).toEqual([key]);
    expect(Math.abs(after.total - (before.total + 4.44))).toBeLessThan(1e-9);
    await context.close();
  });

  test('announces a new build with a Reload prompt that keeps a half-filled registration step', async () => {
    test.setTimeout(120000);
    const email = `e2e-pwa-update-${Date.now().toString(36)}@example.test`;
    const { page, context } = await openApp(browser, RACE_PATH, { serviceWorker: true });
    await serviceWorkerActive(page);
    await page.reload();
    expect(await isControlled(page)).toBe(true);
    await signUpThroughRace(page, email);
    await fillDetails(page, /^250 km Leg/);
    // A mark on this document: a reload would take it away.
    await page.evaluate(() => Object.assign(window, { halfFilledMark: true }));

    // The next deploy's worker, found by the browser's update check.
    const restore = serveNextBuildWorker();
    try {
      await checkForUpdate(page);
      await promptThenReload(page);
    } finally {
      restore();
    }
    await context.close();
  });
});

/** The prompt shows over the half-filled step 1, which it leaves alone until "Reload". */
async function promptThenReload(page: Page) {
  const prompt = page.getByTestId('update-prompt');
  await prompt.getByText(NEW_VERSION_MESSAGE, { exact: true }).waitFor();
  await expectAccessible(page, 'the Reload prompt over registration step 1');

  expect(new URL(page.url()).pathname).toBe(RACE_PATH);
  expect(await page.evaluate(() => 'halfFilledMark' in window)).toBe(true);
  expect(await page.getByLabel('First name').inputValue()).toBe('Casey');
  expect(await page.getByLabel('Postal code').inputValue()).toBe('K7L 1A1');
  // The prompt never takes the focus from the form.
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role="status"]') != null),
  ).toBe(false);

  await Promise.all([
    page.waitForEvent('framenavigated'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await page.getByRole('heading', { name: 'The Big Canada Run 2025' }).waitFor();
  expect(await page.evaluate(() => 'halfFilledMark' in window)).toBe(false);
  expect(await prompt.getByText(NEW_VERSION_MESSAGE).count()).toBe(0);
}
