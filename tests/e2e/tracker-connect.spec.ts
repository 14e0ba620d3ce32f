/**
 * Connecting a tracker and importing from it, in Chromium against the emulator suite with the
 * local provider stand-in (docs/trackers.md; docs/product.md §P2 Account page, Tracker return pages,
 * Dashboard tracker-sync toggle). Each provider gets its own seeded participant with no device:
 * connect from the account page through the stand-in's consent page, turn posting on on the
 * dashboard, add an activity on the stand-in's user page (which fires the provider's webhook),
 * and see it arrive in the dashboard's feed with its source; then disconnect. Strava's Cancel
 * says 'Denied access!'.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, goInApp, signedInAt } from './support/browser';
import { eventually, firestoreDoc, SERVER_MS, STAND_IN } from './support/emulator-rest';
import { waitForAttribute, waitForText, waitUntil } from './support/wait-for';

const DASHBOARD = '/dashboard/tbcr25_1000km';
const LEG = 'price_tbcr25_1000km';

interface ProviderCase {
  readonly name: 'Strava' | 'Fitbit' | 'Garmin';
  /** A seeded participant of the 1,000 km leg with no device, used by no other test. */
  readonly email: string;
  readonly uid: string;
  readonly connected: string;
  /** From the account page to the stand-in's consent page. */
  readonly startConnect: (page: Page) => Promise<void>;
  /** The provider's id of the account, once connected (the stand-in's user page is named by it). */
  readonly providerUserId: (uid: string) => Promise<string>;
  readonly userPage: (id: string) => string;
  readonly submitLabel: string;
  readonly source: string;
  /** The consent page's button that grants access (Google's says Allow). */
  readonly allowLabel?: string;
}

type RestFields = Record<
  string,
  { mapValue?: { fields?: Record<string, { stringValue?: string }> } }
>;

async function tokenField(uid: string, provider: string, field: string): Promise<string> {
  const tokens = (await firestoreDoc(`oauth_tokens/${uid}`)) as RestFields | null;
  return tokens?.[provider]?.mapValue?.fields?.[field]?.stringValue ?? '';
}

const CASES: readonly ProviderCase[] = [
  {
    name: 'Strava',
    email: 'p50@demo.test',
    uid: 'demo-p50',
    connected: 'You are now connected with strava!',
    startConnect: async (page) => {
      await page.getByRole('button', { name: 'Connect Strava' }).click();
      await page.getByRole('link', { name: 'Connect with Strava' }).click();
    },
    providerUserId: async (uid) => {
      const user = (await firestoreDoc(`users/${uid}`)) as RestFields | null;
      return user?.stravaAccount?.mapValue?.fields?.id?.stringValue ?? '';
    },
    userPage: (id) => `${STAND_IN}/strava/athletes/${id}`,
    submitLabel: 'Add and send the event',
    source: 'Strava',
  },
  {
    name: 'Fitbit',
    email: 'p51@demo.test',
    uid: 'demo-p51',
    connected: 'You are now connected to Fitbit!',
    // Fitbit is connected through Google (docs/trackers.md): the stand-in's Google consent page.
    startConnect: (page) => page.getByRole('button', { name: 'Connect Fitbit' }).click(),
    allowLabel: 'Allow',
    providerUserId: (uid) => tokenField(uid, 'fitbit', 'fitbitUserId'),
    userPage: (id) => `${STAND_IN}/fitbit/users/${id}`,
    submitLabel: 'Add and notify',
    source: 'Fitbit',
  },
  {
    name: 'Garmin',
    email: 'p52@demo.test',
    uid: 'demo-p52',
    connected: 'You are now connected with garmin!',
    startConnect: (page) => page.getByRole('button', { name: 'Connect Garmin' }).click(),
    providerUserId: (uid) => tokenField(uid, 'garmin', 'garminUserId'),
    userPage: (id) => `${STAND_IN}/garmin/users/${id}`,
    submitLabel: 'Add and push',
    source: 'Garmin',
  },
];

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

async function openAccountDevice(page: Page) {
  await goInApp(page, '/account');
  await page.getByTestId('connected-device').waitFor();
}

async function waitForStatus(page: Page, text: string) {
  await page.getByTestId('tracker-status').filter({ hasText: text }).waitFor();
}

async function postingOn(uid: string): Promise<boolean> {
  const user = (await firestoreDoc(`users/${uid}`)) as Record<
    string,
    {
      mapValue?: {
        fields?: Record<
          string,
          { mapValue?: { fields?: Record<string, { booleanValue?: boolean }> } }
        >;
      };
    }
  > | null;
  return (
    user?.subscribedRaces?.mapValue?.fields?.[LEG]?.mapValue?.fields?.stravaLink?.booleanValue ===
    true
  );
}

for (const tracker of CASES)
  test.describe(`${tracker.name}: connect, post, import, disconnect`, () => {
    test(`connects through the stand-in, imports a new activity into the dashboard as ${tracker.source}, and disconnects`, async () => {
      // Four functions start cold on this path (the connect core's, Google's, the exchange, the
      // inbox): on a loaded machine the whole journey takes over the default minute.
      test.setTimeout(150_000);
      const { page, context, errors } = await signedInAt(browser, '/account', {
        email: tracker.email,
      });
      await waitForText(page.getByTestId('connected-device'), 'None');

      // Connect: the stand-in's consent page, reading activities allowed by default.
      await tracker.startConnect(page);
      await page.waitForURL((url) => url.href.startsWith(STAND_IN));
      // Garmin: OAuth 2.0 with PKCE (docs/trackers-fitbit-garmin.md), not OAuth 1's confirmation page.
      if (tracker.name === 'Garmin')
        expect(new URL(page.url()).searchParams.get('code_challenge_method')).toBe('S256');
      if (tracker.name !== 'Garmin')
        await waitUntil(
          page,
          "'Allow reading activities' checked",
          (ms) => page.getByLabel('Allow reading activities').isChecked({ timeout: ms }),
          true,
        );
      await page.getByRole('button', { name: tracker.allowLabel ?? 'Authorize' }).click();
      await page.waitForURL((url) => url.href.startsWith(APP_URL));
      await waitForStatus(page, tracker.connected);
      const providerUserId = await eventually(
        async () => (await tracker.providerUserId(tracker.uid)) || null,
      );

      await openAccountDevice(page);
      await page.getByTestId('connected-device').filter({ hasText: tracker.name }).waitFor();

      // Posting on for the challenge (docs/product.md §P2, tracker-sync toggle), stored before importing.
      await goInApp(page, DASHBOARD);
      const label = `Post my ${tracker.name} activities to this challenge`;
      // A controlled switch: it turns on when the write's snapshot comes back, not on the click itself.
      await page.getByRole('switch', { name: label }).click();
      await page.getByRole('switch', { name: label, checked: true }).waitFor();
      await eventually(async () => (await postingOn(tracker.uid)) || null);

      // The provider's side: a run added on the stand-in's user page fires the webhook.
      // A distance none of her activities shown has (her seeded ones included: a random one once
      // matched an old run of hers), and the import found by its source too.
      const shown = new Set(await page.getByTestId('activity-km').allTextContents());
      let km: string;
      do km = (4 + Math.floor(Math.random() * 500) / 100).toFixed(2);
      while (shown.has(km));
      const provider = await context.newPage();
      await provider.goto(tracker.userPage(providerUserId));
      await provider.getByLabel('Distance (km)').first().fill(km);
      await provider.getByRole('button', { name: tracker.submitLabel }).click();
      await provider.waitForLoadState();
      await provider.close();

      // The dashboard's feed gets it, with its source (and Strava's own link for Strava).
      const imported = page
        .getByTestId('activity')
        .filter({ has: page.getByTestId('activity-km').getByText(km, { exact: true }) })
        .filter({ has: page.getByTestId('activity-source').getByText(tracker.source) });
      await imported.waitFor({ timeout: SERVER_MS });
      if (tracker.name === 'Strava') {
        await waitForAttribute(
          imported.getByTestId('view-on-strava'),
          'href',
          /^https:\/\/www\.strava\.com\/activities\/\d+$/,
        );
        await page.getByAltText('Powered by Strava').first().waitFor();
      }

      // Disconnect: the device is cleared, the tokens are gone, the import stays.
      await openAccountDevice(page);
      await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
      await page.getByRole('button', { name: `Yes, disconnect ${tracker.name}` }).click();
      await page.getByTestId('connected-device').filter({ hasText: 'None' }).waitFor();
      const key = tracker.name.toLowerCase();
      await eventually(async () =>
        (await firestoreDoc(`oauth_tokens/${tracker.uid}`))?.[key] === undefined ? true : null,
      );
      await goInApp(page, DASHBOARD);
      await imported.waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });
  });

test.describe('Strava: Cancel on the consent page', () => {
  test("comes back to /sconfirm saying 'Denied access!', and nothing is linked", async () => {
    const { page, context } = await signedInAt(browser, '/account', { email: 'p53@demo.test' });
    await page.getByTestId('connected-device').waitFor();
    await page.getByRole('button', { name: 'Connect Strava' }).click();
    await page.getByRole('link', { name: 'Connect with Strava' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${APP_URL}/sconfirm`));
    await waitForStatus(page, 'Denied access!');
    await waitForAttribute(page.getByRole('link', { name: 'Go back' }), 'href', '/');
    expect((await firestoreDoc('oauth_tokens/demo-p53'))?.strava).toBeUndefined();
    await context.close();
  });
});

test.describe('Fitbit connected before it moved to Google (the seed’s demo-p48)', () => {
  test('her dashboard and account page ask her to reconnect, with her kilometres still counted', async () => {
    const { page, context, errors } = await signedInAt(browser, DASHBOARD, {
      email: 'p48@demo.test',
    });
    const prompt = page.getByTestId('fitbit-reconnect');
    await prompt
      .getByText(
        'Fitbit has moved its connections to Google: your activities are no longer imported until you reconnect Fitbit. Every kilometre already counted stays counted.',
      )
      .waitFor();
    await prompt.getByRole('button', { name: 'Reconnect Fitbit' }).waitFor();
    await page
      .getByTestId('total-km')
      .filter({ hasNotText: /^0[.,]00$/ })
      .waitFor();

    await openAccountDevice(page);
    await page
      .getByTestId('fitbit-reconnect')
      .getByRole('button', { name: 'Reconnect Fitbit' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
