/**
 * A shared computer keeps nothing of hers (lib/sign-out.ts, lib/local-data.ts, docs/privacy.md):
 * Logout closes the session first, so a tab closed at once leaves none, then forgets the keys
 * that name her and clears the Firestore cache, so the next participant on the same browser,
 * even with the network off, has nothing of the first one's on the device, and never sees or
 * sends the activities she left waiting; and activities still waiting to be sent are counted
 * and she is asked first, never dropped silently.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, goInApp, signedInAt, signIn } from './support/browser';
import { cachedDocumentPaths, fillActivity, RUNNER_UID, serverRow } from './support/dashboard';
import { eventually } from './support/emulator-rest';
import { expectAccessible } from './support/axe';
import { ownParticipant, type OwnUser } from './support/own-user';
import { serviceWorkerActive } from './support/service-worker';

const TEAMMATE_UID = 'demo-teammate';

const LEG = 'price_tbcr25_1000km';
let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** The localStorage keys of the page that contain `text`. */
function storedKeysWith(page: Page, text: string): Promise<string[]> {
  return page.evaluate(
    (part) => Object.keys(window.localStorage).filter((key) => key.includes(part)),
    text,
  );
}

/**
 * Clearing the cache never ends on this page (as when another tab of the app holds it):
 * IndexedDB's deleteDatabase only records that it was asked.
 */
function holdCacheClearing(page: Page): Promise<void> {
  return page.evaluate(() => {
    IDBFactory.prototype.deleteDatabase = function deleteDatabase() {
      (window as unknown as { cacheClearBegun?: boolean }).cacheClearBegun = true;
      return {} as IDBOpenDBRequest;
    };
  });
}

/**
 * Her dashboard (a participant of the test's own: `storageState`), once the menu has fetched what
 * signing out needs (user-menu.tsx fetches it when a page has loaded): the evidence that signing
 * out works before the network goes.
 */
async function dashboardReadyToSignOut(storageState: OwnUser['storageState']) {
  const app = await signedInAt(browser, '/', { serviceWorker: true, storageState });
  const prepared = ['sign-out-prompt', 'sign-out', 'local-data'].map((chunk) =>
    app.page.waitForResponse((response) => response.url().includes(`/assets/${chunk}-`)),
  );
  await app.page.goto(`${APP_URL}/dashboard/tbcr25_1000km`);
  await Promise.all(prepared);
  await app.page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
  return app;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

test.describe('signing out', () => {
  test('clears her cache: the next participant on this browser, offline, has nothing of hers on the device', async () => {
    const { page, context, errors } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      serviceWorker: true,
    });
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const hers = (await cachedDocumentPaths(page)).filter((path) => path.includes(RUNNER_UID));
    expect(hers.length).toBeGreaterThan(0); // the search can find her documents

    await logout(page);
    await page.waitForURL(`${APP_URL}/signin`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await cachedDocumentPaths(page)).toEqual([]);

    await signIn(page, 'teammate@demo.test');
    await page.waitForURL(`${APP_URL}/`);
    await goInApp(page, '/dashboard/tbcr25_1000km');
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    // The reload offline is served by the installed app's worker, which serves pages only once
    // its install (the whole precache) has succeeded: the evidence before the network goes.
    expect(await serviceWorkerActive(page)).toBe(`${APP_URL}/sw.js`);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const cached = await cachedDocumentPaths(page);
    expect(cached.some((path) => path.includes('demo-teammate'))).toBe(true);
    expect(cached.filter((path) => path.includes(RUNNER_UID))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with an activity waiting to be sent, says so first; waiting sends it once, then signs out', async () => {
    const own = await ownParticipant('sign-out-wait');
    const { page, context, errors } = await dashboardReadyToSignOut(own.storageState);
    const before = await serverRow(LEG, own.uid);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Activity Manually' }).click();
    await fillActivity(page, '2.22', ['0', '15', '0']);
    const waiting = page
      .getByTestId('activity')
      .filter({ has: page.getByTestId('waiting-to-sync') });
    await waiting.waitFor();
    const key = (await waiting.getAttribute('data-key'))!;

    await logout(page);
    const prompt = page.getByRole('alertdialog', { name: 'Sign out?' });
    await prompt.getByText('1 activity you logged is still waiting to be sent.').waitFor();
    await expectAccessible(page, 'the sign-out question');

    // Staying keeps everything: the prompt goes, she is still signed in, the entry still waits.
    await prompt.getByRole('button', { name: 'Stay signed in' }).click();
    await prompt.waitFor({ state: 'detached' });
    await waiting.waitFor();

    await logout(page);
    await prompt.getByRole('button', { name: 'Wait, then sign out' }).click();
    await prompt.getByRole('status').getByText('Waiting for the network to send them…').waitFor();
    expect(page.url()).toBe(`${APP_URL}/dashboard/tbcr25_1000km`);
    await context.setOffline(false);
    await page.waitForURL(`${APP_URL}/signin`);
    const after = await eventually(async () => {
      const row = await serverRow(LEG, own.uid);
      return row.keys.includes(key) ? row : null;
    });
    expect(after.keys.filter((k) => !before.keys.includes(k))).toEqual([key]);
    expect(Math.abs(after.total - (before.total + 2.22))).toBeLessThan(1e-9);
    expect(await cachedDocumentPaths(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a tab closed while the cache is still being cleared leaves no session, no key naming her and none of her cache; the next participant neither sees nor sends what she left waiting', async () => {
    const own = await ownParticipant('sign-out-closed');
    const nextOwn = await ownParticipant('sign-out-next', TEAMMATE_UID);
    // Signing out below happens offline: what it needs must be fetched first.
    const { page, context, errors } = await dashboardReadyToSignOut(own.storageState);
    const before = await serverRow(LEG, own.uid);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Activity Manually' }).click();
    await fillActivity(page, '3.33', ['0', '20', '0']);
    const waiting = page
      .getByTestId('activity')
      .filter({ has: page.getByTestId('waiting-to-sync') });
    await waiting.waitFor();
    const key = (await waiting.getAttribute('data-key'))!;
    // The device remembers which of her activities wait (features/dashboard, pending-activities).
    expect(await storedKeysWith(page, own.uid)).not.toEqual([]);

    await holdCacheClearing(page);
    await logout(page);
    const prompt = page.getByRole('alertdialog', { name: 'Sign out?' });
    await prompt.getByRole('button', { name: 'Sign out anyway' }).click();
    await page.waitForFunction(
      () => (window as unknown as { cacheClearBegun?: boolean }).cacheClearBegun === true,
    );
    expect(await storedKeysWith(page, own.uid)).toEqual([]);
    await page.close();

    // The next participant opens the app on the same browser: signed out (a session would be
    // sent on from sign-in to its home page).
    await context.setOffline(false);
    const next = await context.newPage();
    next.on('pageerror', (error) => errors.push(error.message));
    await next.goto(`${APP_URL}/signin`);
    await next.getByRole('button', { name: /^(Log In|User menu)$/ }).waitFor();
    expect(next.url()).toBe(`${APP_URL}/signin`);
    expect(await next.getByRole('button', { name: 'User menu' }).count()).toBe(0);

    await signIn(next, nextOwn.email);
    await next.waitForURL(`${APP_URL}/`);
    await goInApp(next, '/dashboard/tbcr25_1000km');
    await next.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    // Her own activity, sent and confirmed: the queue has run for this participant.
    const teammateBefore = await serverRow(LEG, nextOwn.uid);
    await next.getByRole('button', { name: 'Add Activity Manually' }).click();
    await fillActivity(next, '1.11', ['0', '7', '0']);
    const teammateAfter = await eventually(async () => {
      const row = await serverRow(LEG, nextOwn.uid);
      return row.keys.length > teammateBefore.keys.length ? row : null;
    });
    expect(teammateAfter.keys).not.toContain(key);
    // Her own activity is on the server; the page marks it waiting until the server's answer
    // reaches this page, a moment later. Once it is confirmed, nothing may be left waiting.
    const ownKey = teammateAfter.keys.find((k) => !teammateBefore.keys.includes(k))!;
    const ownActivity = next.locator(`[data-key="${ownKey}"]`);
    await ownActivity.waitFor();
    await ownActivity.getByTestId('waiting-to-sync').waitFor({ state: 'detached' });
    expect(await next.getByTestId('waiting-to-sync').count()).toBe(0);
    expect(await next.locator(`[data-key="${key}"]`).count()).toBe(0);
    expect((await serverRow(LEG, own.uid)).keys).toEqual(before.keys);
    expect(await storedKeysWith(next, own.uid)).toEqual([]);
    // Her cache, left by the closed tab, was cleared before this page opened it.
    const cached = await cachedDocumentPaths(next);
    expect(cached.some((path) => path.includes(nextOwn.uid))).toBe(true);
    expect(cached.filter((path) => path.includes(own.uid))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
