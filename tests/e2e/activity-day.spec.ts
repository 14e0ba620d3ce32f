/**
 * One day for an activity (src/contract/activity-day.ts; docs/standings.md): a Strava run at
 * 22:30 on the participant's own today, in a zone where that is already tomorrow in UTC (and in
 * Toronto, for Vancouver), shows on that day in the dashboard's feed and in the leaderboard's
 * Today tab, her device being in that zone. The run comes through the local Strava stand-in
 * with its `start_date_local`, as Strava sends it. The participant (p59) is on the 1,000 km leg
 * with no activity and no device, and no other test uses her.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { formatDay } from '../../src/features/dashboard/logic/activity-row';
import { APP_URL, browserClockIn, goInApp, signIn } from './support/browser';
import { STAND_IN, eventually, firestoreDoc } from './support/emulator-rest';
import { waitForText } from './support/wait-for';

const RACE = 'tbcr25_1000km';
const EMAIL = 'p59@demo.test';
const UID = 'demo-p59';

/**
 * Vancouver, unless it is already past 21:00 there (the run must start after the connection):
 * then St. John's, four and a half hours ahead, where 22:30 is also the next day in UTC. Both
 * read from the browser's zone data, which the app's today follows. An hour to spare, not a
 * minute: the stand-in turns 22:30 into an instant with the functions' Node, whose zone data put
 * British Columbia on permanent daylight time from November 2026 (an hour earlier than
 * Chromium's), and a run it places before the connection is not imported.
 */
async function zoneWithEveningAhead(): Promise<{ zone: string; day: string }> {
  const vancouver = await browserClockIn(browser, 'America/Vancouver');
  if (vancouver.hour < 21) return { zone: 'America/Vancouver', day: vancouver.day };
  const stJohns = await browserClockIn(browser, 'America/St_Johns');
  return { zone: 'America/St_Johns', day: stJohns.day };
}

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('a late-evening import', () => {
  test('is on the same day in the dashboard feed and in the leaderboard’s Today tab', async () => {
    const { zone, day } = await zoneWithEveningAhead();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: zone,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, EMAIL);
    await page.waitForURL(`${APP_URL}/`);

    // Connect Strava through the stand-in's consent page.
    await goInApp(page, '/account');
    await page.getByRole('button', { name: 'Connect Strava' }).click();
    await page.getByRole('link', { name: 'Connect with Strava' }).click();
    await page.waitForURL((url) => url.href.startsWith(STAND_IN));
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL((url) => url.href.startsWith(APP_URL));
    await page
      .getByTestId('tracker-status')
      .filter({ hasText: 'You are now connected with strava!' })
      .waitFor();
    const athleteId = await eventually(async () => {
      const user = (await firestoreDoc(`users/${UID}`)) as {
        stravaAccount?: { mapValue?: { fields?: { id?: { stringValue?: string } } } };
      } | null;
      return user?.stravaAccount?.mapValue?.fields?.id?.stringValue || null;
    });

    // Posting on for the race.
    await goInApp(page, `/dashboard/${RACE}`);
    const label = 'Post my Strava activities to this challenge';
    await page.getByRole('switch', { name: label }).click();
    await page.getByRole('switch', { name: label, checked: true }).waitFor();

    // The run, 22:30 on her today in her zone, added at the stand-in.
    const km = '6.43';
    const provider = await context.newPage();
    await provider.goto(`${STAND_IN}/strava/athletes/${athleteId}`);
    await provider.getByLabel('Distance (km)').first().fill(km);
    await provider.getByLabel("Start (the athlete's local time)").fill(`${day}T22:30`);
    await provider.getByLabel("The athlete's time zone").selectOption(zone);
    await provider.getByRole('button', { name: 'Add and send the event' }).click();
    await provider.waitForLoadState();
    await provider.close();

    // The dashboard's feed: her day. The import passes through the webhook, the inbox and the
    // activity trigger, which the other worker's tests share: up to a minute with two workers.
    const imported = page
      .getByTestId('activity')
      .filter({ has: page.getByTestId('activity-km').getByText(km, { exact: true }) });
    await imported.waitFor({ timeout: 60_000 });
    await waitForText(imported, new RegExp(`^${formatDay(day).replace(/\./g, '\\.')} · `));
    expect(await imported.getByTestId('activity-source').textContent()).toBe('Strava');

    // The leaderboard's Today tab, as of her today: her row has the run.
    await goInApp(page, `/leaderboard/${RACE}`);
    await page.locator('#standings-list li').first().waitFor();
    await page.getByRole('tab', { name: 'Today' }).click();
    await page.locator('#tab-today[aria-selected="true"]').waitFor();
    // Her row, or its floating copy when the list has more of today's runners than a screen.
    const own = page
      .locator(
        '#standings-list li[aria-current="true"] .standing-row__km, [data-testid="floating-own-row"] .standing-row__km',
      )
      .first();
    await waitForText(own, `${km} Km`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
