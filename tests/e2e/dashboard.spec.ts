/**
 * The challenge dashboard and the manual activity log (docs/product.md §P2-§P5, §P8, §P9) in Chromium,
 * against the emulator suite with the demo data, signed in as the demo runner: logging an
 * activity raises the server's total by exactly its distance; the validation messages write
 * nothing; delete with N and Y; the ended, not-started and completed dashboards; a race that
 * is not hers sends her home; an activity logged offline syncs once; at most six documents read.
 * The tests that log or delete do it on a copy of her of their own (support/own-user.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatKm } from '../../src/features/dashboard/logic/progress';
import { APP_URL, browserClock, signedInAt } from './support/browser';
import { cachedDocumentPaths, fillActivity, serverRow } from './support/dashboard';
import { eventually } from './support/emulator-rest';
import {
  containing,
  waitForAttribute,
  waitForCount,
  waitForText,
  waitUntil,
} from './support/wait-for';
import { expectAccessible } from './support/axe';
import { ownParticipant } from './support/own-user';

const MAIN = 'price_tbcr25_1000km';
// The spec's texts (docs/product.md §P5, §P8), letter for letter; the screens take them from the
// catalogues (docs/i18n.md), whose macros this project does not compile.
const TOO_LONG_MESSAGE = 'Each activity can only be up to 200km long!';
const ZERO_DURATION_MESSAGE = "Your duration can't be 0!";
const HONOR_NOTE =
  'This challenge works with the honor system. We trust that your activity is legit. ;)';
const ENDED_MESSAGE = 'This challenge has ended.';
let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** The total on screen, once it is `total` to the hundredth (it comes with the row's snapshot). */
const shownTotalBecomes = (page: Page, total: number) =>
  waitForText(page.getByTestId('total-km'), (text) => Math.abs(Number(text) - total) < 0.005);

/** The field that has the keyboard, once it is `name` (focus moves after the render). */
const focusedFieldBecomes = (page: Page, name: string) =>
  waitUntil(
    page,
    'the focused field',
    () => page.evaluate(() => document.activeElement?.getAttribute('name')),
    name,
  );

test.describe('the active dashboard (The Big Canada Run, 1,000 km, team captain)', () => {
  test('shows the header, the team with its code and roster, milestones and the feed, reading at most 7 documents', async () => {
    const { page, context, errors } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      consoleErrors: true,
    });
    await page.getByRole('heading', { name: 'The Big Canada Run 2025', level: 1 }).waitFor();
    await waitForText(page.getByTestId('participant-name'), 'Avery Tremblay');
    await waitForText(page.getByTestId('bib'), /^BIB \d+$/);
    await page.getByText('Team Captain', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Team Maple Striders' }).waitFor();
    // The code is its own document (teams/…/private/code), read after the team.
    await waitForText(page.getByTestId('team-code'), containing('MAPLE-2025'));
    await page.getByTestId('next-milestone').waitFor();
    await waitForCount(page.getByTestId('activity'), (n) => n >= 10);
    const server = await serverRow(MAIN);
    await waitForText(page.getByTestId('total-km'), formatKm(server.total));
    await waitForAttribute(
      page.getByRole('link', { name: 'View the Leaderboard' }),
      'href',
      '/leaderboard/tbcr25_1000km',
    );
    await waitForAttribute(
      page.getByRole('link', { name: 'Connect a fitness tracker' }),
      'href',
      '/account',
    );

    // Every document the page's Firestore cache holds was read from the server; home read the banner.
    const read = (await cachedDocumentPaths(page)).filter((path) => path !== 'options/homeBanner');
    expect(read).toEqual([
      'milestones/tbcr25_1000km',
      `races/${MAIN}`,
      `races/${MAIN}/subscribedUsers/demo-runner`,
      `races/${MAIN}/teams/Maple Striders`,
      `races/${MAIN}/teams/Maple Striders/private/code`,
      // The members' summaries: the team document names none (docs/standings.md).
      `races/${MAIN}/teams/Maple Striders/private/roster`,
      'users/demo-runner',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('logs an activity: the total rises by exactly its distance, on the server and on screen', async () => {
    const own = await ownParticipant('dashboard-log');
    const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      timezoneId: 'America/Vancouver',
      storageState: own.storageState,
    });
    // Her today as her browser sees it, around the form's lifetime (a midnight may fall between).
    const dayBefore = (await browserClock(page)).day;
    await page.getByRole('button', { name: 'Add Activity Manually' }).click();
    await page.getByText(HONOR_NOTE, { exact: true }).waitFor();
    await expectAccessible(page, 'the open activity form');
    const before = await serverRow(MAIN, own.uid);
    await shownTotalBecomes(page, before.total);
    await fillActivity(page, '5.37', ['0', '32', '10']);
    await page.getByTestId('activity-saved').waitFor();
    // The confirmation closes by itself (after 1.5 s).
    await page.getByTestId('activity-saved').waitFor({ state: 'detached' });
    const after = await eventually(async () => {
      const row = await serverRow(MAIN, own.uid);
      return row.keys.length === before.keys.length + 1 ? row : null;
    });
    const added = after.keys.filter((k) => !before.keys.includes(k));
    expect(added).toHaveLength(1);
    expect(after.distanceOf(added[0]!)).toBe(5.37);
    expect(Math.abs(after.total - (before.total + 5.37))).toBeLessThan(1e-9);
    await page
      .getByTestId('total-km')
      .filter({ hasText: formatKm(after.total) })
      .waitFor();
    // The key is the participant's own calendar day (Vancouver here, by her browser's zone data)
    // and the newest entry of that day in the feed.
    const dayAfter = (await browserClock(page)).day;
    const keyDay = added[0]!.slice(added[0]!.indexOf('_') + 1);
    expect([dayBefore, dayAfter]).toContain(keyDay);
    // Her entry, in the feed under her day (the seed's imports of the same day may start later
    // in the day than now, so it is not always the first of them).
    const hers = page.locator(`[data-testid="activity"][data-key="${added[0]!}"]`);
    await hers.waitFor();
    await waitForText(hers.getByTestId('activity-source'), 'Manual');
    await context.close();
  });

  test('shows the two spec messages at the fields and writes nothing', async () => {
    const own = await ownParticipant('dashboard-refused');
    const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Add Activity Manually' }).click();
    const before = await serverRow(MAIN, own.uid);
    await fillActivity(page, '200', ['1', '0', '0']);
    await page.getByText(TOO_LONG_MESSAGE, { exact: true }).waitFor();
    await waitForAttribute(page.getByLabel('Distance (Km)'), 'aria-invalid', 'true');
    await fillActivity(page, '5', ['0', '0', '0']);
    await page.getByText(ZERO_DURATION_MESSAGE, { exact: true }).waitFor();
    await waitForCount(page.getByText(TOO_LONG_MESSAGE, { exact: true }), 0);
    await expectAccessible(page, 'the activity form showing its errors');
    const after = await serverRow(MAIN, own.uid);
    expect(after.keys).toEqual(before.keys);
    expect(after.total).toBe(before.total);
    await context.close();
  });

  test("deletes with 'Y' (the total drops by exactly that entry) and keeps it with 'N'", async () => {
    const own = await ownParticipant('dashboard-delete');
    const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      storageState: own.storageState,
    });
    const first = page.getByTestId('activity').first();
    await first.waitFor();
    const key = (await first.getAttribute('data-key'))!;
    const before = await serverRow(MAIN, own.uid);
    const distance = before.distanceOf(key);
    const item = page.locator(`[data-key="${key}"]`);

    await item.getByRole('button', { name: /delete/ }).click();
    await item.getByText('Delete?', { exact: true }).waitFor();
    await expectAccessible(page, 'the Delete? prompt');
    await item.getByRole('button', { name: 'N', exact: true }).click();
    await item.getByRole('button', { name: /delete/ }).waitFor();
    expect((await serverRow(MAIN, own.uid)).keys).toContain(key);

    await item.getByRole('button', { name: /delete/ }).click();
    await item.getByRole('button', { name: 'Y', exact: true }).click();
    await item.waitFor({ state: 'detached' });
    const after = await eventually(async () => {
      const row = await serverRow(MAIN, own.uid);
      return row.keys.includes(key) ? null : row;
    });
    expect(Math.abs(after.total - (before.total - distance))).toBeLessThan(1e-9);
    await page
      .getByTestId('total-km')
      .filter({ hasText: formatKm(after.total) })
      .waitFor();
    await context.close();
  });

  test('logged offline, shows as waiting to sync, survives closing the tab, and reaches the server once', async () => {
    const own = await ownParticipant('dashboard-offline');
    const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km', {
      serviceWorker: true,
      storageState: own.storageState,
    });
    await page.getByRole('button', { name: 'Add Activity Manually' }).waitFor();
    const before = await serverRow(MAIN, own.uid);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Activity Manually' }).click();
    await fillActivity(page, '3.33', ['0', '20', '0']);
    const waiting = page
      .getByTestId('activity')
      .filter({ has: page.getByTestId('waiting-to-sync') });
    await waiting.waitFor();
    const key = (await waiting.getAttribute('data-key'))!;
    expect((await serverRow(MAIN, own.uid)).keys).not.toContain(key);

    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`${APP_URL}/dashboard/tbcr25_1000km`);
    const after = await eventually(async () => {
      const row = await serverRow(MAIN, own.uid);
      return row.keys.includes(key) ? row : null;
    }, 20000);
    expect(after.keys.filter((k) => !before.keys.includes(k))).toEqual([key]);
    expect(Math.abs(after.total - (before.total + 3.33))).toBeLessThan(1e-9);
    await again.locator(`[data-key="${key}"]`).waitFor();
    await again.getByTestId('waiting-to-sync').waitFor({ state: 'detached' });
    await context.close();
  });

  test('without the file of a later part (sharing), stays usable and logs; the part comes once the network is back', async () => {
    const own = await ownParticipant('dashboard-parts');
    const { page, context, errors } = await signedInAt(browser, '/', {
      storageState: own.storageState,
    });
    // The connection lost between the page and the part it fetches after its first paint.
    const parts = /\/assets\/share-progress-[^/]*\.js$/;
    const refused: string[] = [];
    await context.route(parts, (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(`${APP_URL}/dashboard/tbcr25_1000km`);
    // The part was asked for and refused; the page is still the dashboard, without it.
    await waitUntil(page, 'the refused part', () => Promise.resolve(refused.length > 0), true);
    const before = await serverRow(MAIN, own.uid);
    await page.getByRole('button', { name: 'Add Activity Manually' }).click();
    await fillActivity(page, '4.44', ['0', '25', '0']);
    await page.getByTestId('activity-saved').waitFor();
    const after = await eventually(async () => {
      const row = await serverRow(MAIN, own.uid);
      return row.keys.length === before.keys.length + 1 ? row : null;
    });
    expect(Math.abs(after.total - (before.total + 4.44))).toBeLessThan(1e-9);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    const share = page.getByRole('button', { name: 'Share my progress' });
    expect(await share.count()).toBe(0);

    // The network back: the share button comes. The browser's `online` event is sent from here:
    // in a network namespace (npm test's suites) Chromium never finds itself online again.
    await context.unroute(parts);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await share.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('timing and completion', () => {
  test("ended: 'This challenge has ended.' and no activity form (February Trails 2024)", async () => {
    const { page, context } = await signedInAt(browser, '/dashboard/feb24_126km');
    await page.getByText(ENDED_MESSAGE, { exact: true }).waitFor();
    await expectAccessible(page, 'an ended dashboard');
    expect(await page.getByRole('button', { name: 'Add Activity Manually' }).count()).toBe(0);
    expect(await page.getByTestId('completed').count()).toBe(0);
    await waitForCount(page.getByTestId('activity'), (n) => n > 0);
    await context.close();
  });

  test('not started: the start date, and no activity form (New Year Run)', async () => {
    const { page, context } = await signedInAt(browser, '/dashboard/newyearrun_100km');
    const message = page.getByTestId('timing-message');
    await waitForText(message, /^This challenge starts on \w+, \w+ \d+, \d{4}\./);
    expect(await page.getByRole('button', { name: 'Add Activity Manually' }).count()).toBe(0);
    await page.getByTestId('no-activities').waitFor();
    await context.close();
  });

  test("completed: 'Completed!', the finisher badge link, and a certificate whose PDF library loads on click only", async () => {
    const { page, context } = await signedInAt(browser, '/dashboard/ccc_c_156km');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await waitForText(page.getByTestId('completed'), 'Completed!');
    await expectAccessible(page, 'a completed dashboard');
    expect(await page.getByRole('button', { name: 'Add Activity Manually' }).count()).toBe(0);
    const badge = page.getByRole('link', { name: 'Finisher badge' });
    await waitForAttribute(badge, 'href', 'https://example.com/demo/finishers/celebratecanada-c');
    expect(scripts.some((url) => url.includes('certificate-pdf'))).toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'certificate-celebrate-canada-the-c-medal-avery-tremblay.pdf',
    );
    expect(scripts.filter((url) => url.includes('certificate-pdf'))).toHaveLength(1);
    await context.close();
  });

  test('sends her home from a race she is not on', async () => {
    const { page, context } = await signedInAt(browser, '/dashboard/ride25_500km');
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('heading', { name: 'My Challenges' }).waitFor();
    await context.close();
  });

  test('works at 360 px: no sideways scrolling, the form reachable by keyboard', async () => {
    const { page, context } = await signedInAt(browser, '/dashboard/tbcr25_1000km', { width: 360 });
    const add = page.getByRole('button', { name: 'Add Activity Manually' });
    await add.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Date').waitFor();
    // Opening the form puts the keyboard on its first field.
    await focusedFieldBecomes(page, 'date');
    await context.close();
  });
});
