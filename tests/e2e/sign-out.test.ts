/**
 * A shared computer keeps nothing of hers (lib/sign-out.ts, lib/local-data.ts): Logout clears
 * the Firestore cache before closing the session, so the next participant on the same browser,
 * even with the network off, has nothing of the first one's on the device; and activities still
 * waiting to be sent are counted and she is asked first, never dropped silently.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, launchBrowser, signIn, signedInAt } from './support/browser';
import { cachedDocumentPaths, fillActivity, RUNNER_UID, serverRow } from './support/dashboard';
import { eventually } from './support/emulator-rest';
import { expectAccessible } from './support/axe';

const LEG = 'price_tbcr25_1000km';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function logout(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

describe('signing out', () => {
  it('clears her cache: the next participant on this browser, offline, has nothing of hers on the device', async () => {
    const { page, context, errors } = await signedInAt(browser, '/dashboard/tbcr25_1000km');
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const hers = (await cachedDocumentPaths(page)).filter((path) => path.includes(RUNNER_UID));
    expect(hers.length).toBeGreaterThan(0); // the search can find her documents

    await logout(page);
    await page.waitForURL(`${APP_URL}/signin`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await cachedDocumentPaths(page)).toEqual([]);

    await signIn(page, 'teammate@demo.test');
    await page.waitForURL(`${APP_URL}/`);
    await page.goto(`${APP_URL}/dashboard/tbcr25_1000km`);
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const cached = await cachedDocumentPaths(page);
    expect(cached.some((path) => path.includes('demo-teammate'))).toBe(true);
    expect(cached.filter((path) => path.includes(RUNNER_UID))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with an activity waiting to be sent, says so first; waiting sends it once, then signs out', async () => {
    const { page, context, errors } = await signedInAt(browser, '/');
    // The menu fetches what signing out needs once a page has loaded (user-menu.tsx): the
    // evidence that it is there before the network goes.
    const prepared = ['sign-out-prompt', 'sign-out', 'local-data'].map((chunk) =>
      page.waitForResponse((response) => response.url().includes(`/assets/${chunk}-`)),
    );
    await page.goto(`${APP_URL}/dashboard/tbcr25_1000km`);
    await Promise.all(prepared);
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const before = await serverRow(LEG);
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
      const row = await serverRow(LEG);
      return row.keys.includes(key) ? row : null;
    });
    expect(after.keys.filter((k) => !before.keys.includes(k))).toEqual([key]);
    expect(Math.abs(after.total - (before.total + 2.22))).toBeLessThan(1e-9);
    expect(await cachedDocumentPaths(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
