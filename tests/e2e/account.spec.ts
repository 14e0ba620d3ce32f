/**
 * The account page in Chromium against the emulator suite with the seed data (docs/product.md §P2
 * Account page): the demo runner's e-mail, device, shipping address and races with their gift
 * coupons, the Strava panel, and the address edit (a bad postal code refused, a good one kept
 * across a reload). At 360 px and with the keyboard alone.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { APP_URL, DEMO_PASSWORD, signedInAt, signIn } from './support/browser';
import { authUidByEmail, eventually, firestoreDoc, STAND_IN } from './support/emulator-rest';
import {
  containing,
  waitForAttribute,
  waitForEvaluated,
  waitForInputValue,
  waitForText,
  waitForTexts,
  waitUntil,
} from './support/wait-for';
import { expectAccessible } from './support/axe';
import { ringShown } from './support/focus-ring';
import { ownParticipant, type OwnUser } from './support/own-user';
import { MAIL_CHAIN_MS, mailTo } from '../integration/support/inbox';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** The account page of the demo runner, of another seeded participant (`as` an e-mail) or of a participant of the test's own. */
async function openAccount(
  width = 1280,
  as?: string | OwnUser,
): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { page, context, errors } = await signedInAt(
    browser,
    '/account',
    typeof as === 'object' ? { width, storageState: as.storageState } : { width, email: as },
  );
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  await page.getByTestId('shipping-address').waitFor();
  return { page, close: () => context.close(), errors };
}

const addressValue = (page: Page, label: string) =>
  page
    .getByTestId('shipping-address')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** The address the page shows: each field waited for (the profile's snapshot may come after the list). */
async function expectAddress(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await waitForText(addressValue(page, label), value);
}

/** The postal code the server has, once it is `expected` (a save reaches the server after the screen). */
const storedPostalCodeBecomes = (uid: string, expected: string) =>
  eventually(async () => ((await storedPostalCode(uid)) === expected ? expected : null));

async function storedPostalCode(uid: string): Promise<unknown> {
  const doc = await firestoreDoc(`users/${uid}`);
  return (doc?.details as { mapValue: { fields: Record<string, { stringValue: string }> } })
    .mapValue.fields.postalCode?.stringValue;
}

test.describe('account page', () => {
  test("shows the demo runner's e-mail, no device, the shipping address with its spec labels", async () => {
    const { page, close, errors } = await openAccount();
    await waitForText(page.getByTestId('account-email'), 'runner@demo.test');
    await expectAccessible(page, 'the account page');
    await waitForText(page.getByTestId('connected-device'), 'None');
    await expectAddress(page, {
      Address: '150 Elgin Street',
      City: 'Ottawa',
      Province: 'ON',
      'Zip Code': 'K1P 1J1',
      Country: 'Canada',
      'Phone Number': '613-555-0142',
    });
    expect(errors).toEqual([]);
    await close();
  });

  test('lists the races by start date, newest first, each linking to its dashboard', async () => {
    const { page, close } = await openAccount();
    const races = page.getByTestId('registered-race');
    // The New Year Run starts in 40 days; two races started the same day (the tie goes by
    // name); the February challenge started in 2024. Each race is its own read: wait for all.
    await waitForTexts(races.locator('a'), [
      'New Year Run',
      'Celebrate Canada: the C Medal',
      'The Big Canada Run 2025',
      'February Trails Challenge 2024',
    ]);
    expect(
      await races.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/dashboard/newyearrun_100km',
      '/dashboard/ccc_c_156km',
      '/dashboard/tbcr25_1000km',
      '/dashboard/feb24_126km',
    ]);
    await close();
    // Jordan's races start in 2025 and in 2024: newest start first.
    const teammate = await openAccount(1280, 'teammate@demo.test');
    await waitForTexts(teammate.page.getByTestId('registered-race').locator('a'), [
      'The Big Canada Run 2025',
      'February Trails Challenge 2024',
    ]);
    await teammate.close();
  });

  test('shows the gift coupons: GIFT-DEMO-1 unused (o), GIFT-USED-1 used (tick), with leg names and a copy control', async () => {
    const { page, close } = await openAccount();
    const unused = page.getByTestId('gift-coupon-GIFT-DEMO-1');
    const used = page.getByTestId('gift-coupon-GIFT-USED-1');
    await waitForText(unused.getByTestId('coupon-state'), 'onot used');
    await waitForText(used.getByTestId('coupon-state'), '✓used');
    // The leg names come from each leg's own document.
    await waitForText(unused, containing('250 km Leg'));
    await waitForText(
      page.getByTestId('gift-coupon-GIFT-DEMO-2'),
      containing('7,000 km Leg (Full Crossing)'),
    );
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
    await unused.getByRole('button', { name: 'Copy gift code GIFT-DEMO-1' }).click();
    await unused
      .getByRole('button', { name: 'Copy gift code GIFT-DEMO-1' })
      .filter({ hasText: 'Copied!' })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GIFT-DEMO-1');
    await close();
  });

  test('sends an unused gift code to a friend: a bad address is said at the field, then the friend gets a link that opens registration with the code', async () => {
    test.setTimeout(MAIL_CHAIN_MS + 60_000);
    const { page, close, errors } = await openAccount(360);
    const coupon = page.getByTestId('gift-coupon-GIFT-DEMO-2');
    await waitForText(coupon.getByTestId('coupon-state'), 'onot used');
    await coupon.getByRole('button', { name: 'Send to a friend: gift code GIFT-DEMO-2' }).click();
    const form = page.getByRole('form', { name: 'Send gift code GIFT-DEMO-2 to a friend' });
    const address = form.getByLabel("Your friend's e-mail");
    await address.fill('not an address');
    await form.getByRole('button', { name: 'Send' }).click();
    await waitForText(form.locator('.invalid-feedback'), 'Enter a valid e-mail address.');
    expect(await address.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'the gift form showing its error');

    const friend = `friend-${Date.now()}@example.test`;
    await address.fill(friend);
    await form.getByLabel('Message (optional)').fill('Join me on the 7,000 km!');
    await form.getByRole('button', { name: 'Send' }).click();
    await waitForText(
      page.getByTestId('gift-sent-GIFT-DEMO-2').getByRole('status'),
      `Sent to ${friend}.`,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The e-mail comes at the end of a chain of functions: its wait is the chain's bound.
    const mail = await eventually(async () => (await mailTo(friend))[0] ?? null, MAIL_CHAIN_MS);
    expect(mail.text).toContain('> Join me on the 7,000 km!');
    const link = /Register with my gift code: (\S+)/.exec(mail.text)?.[1];
    expect(link).toContain('gift_code=GIFT-DEMO-2');
    const target = new URL(link!);
    await page.goto(`${APP_URL}${target.pathname}${target.search}`);
    await waitForEvaluated(
      page.getByRole('radio', { name: /7,000 km Leg/ }),
      (el) => (el as HTMLInputElement).checked,
      true,
    );
    expect(errors).toEqual([]);
    await close();
  });

  test('opens the Strava info panel from the Strava link, with the authorize link of the spec (to the local stand-in)', async () => {
    const { page, close } = await openAccount();
    // Fitbit and Garmin start on the server (trackers-startAuthorization): buttons, no address yet.
    await page.getByRole('button', { name: 'Connect Fitbit' }).waitFor();
    await page.getByRole('button', { name: 'Connect Garmin' }).waitFor();
    const strava = page.getByRole('button', { name: 'Connect Strava' });
    await waitForAttribute(strava, 'aria-expanded', 'false');
    await strava.click();
    const panel = page.getByRole('region', { name: 'Connecting Strava' });
    await panel.waitFor();
    const text = await panel.textContent();
    for (const part of [
      'Run (indoor or outdoor)',
      'Trail Run',
      'Walk',
      'Hike',
      'Virtual Run',
      'Handcycle',
      'Wheelchair',
      'Other activities can be uploaded manually.',
      'Only activities done after syncing are uploaded.',
      'posting on for each challenge',
    ]) {
      expect(text).toContain(part);
    }
    const href = new URL(
      (await panel.getByRole('link', { name: 'Connect with Strava' }).getAttribute('href'))!,
    );
    expect(`${href.origin}${href.pathname}`).toBe(`${STAND_IN}/strava/oauth/authorize`);
    // The button image loads after the panel shows: wait for it to be drawn.
    await waitForEvaluated(
      panel.getByRole('img', { name: 'Connect with Strava' }),
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      true,
    );
    expect(Object.fromEntries(href.searchParams)).toEqual({
      client_id: '00000',
      response_type: 'code',
      redirect_uri: `${APP_URL}/sconfirm`,
      approval_prompt: 'force',
      scope: 'activity:read',
      state: '',
    });
    await strava.click();
    await panel.waitFor({ state: 'detached' });
    await close();
  });

  test('refuses a bad postal code at the field and writes nothing, then saves a good address that survives a reload', async () => {
    // A copy of her of the test's own: the address it saves changes no seeded profile.
    const own = await ownParticipant('account-address');
    const { page, close } = await openAccount(1280, own);
    await page.getByRole('button', { name: 'Edit' }).click();
    const postal = page.getByLabel('Postal code');
    await waitForInputValue(postal, 'K1P 1J1');
    await postal.fill('K1P');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid postal code.').waitFor();
    await waitForAttribute(postal, 'aria-invalid', 'true');
    await expectAccessible(page, 'the address form showing its error');
    // Focus moves to the field after the message renders.
    await waitUntil(
      page,
      'the focused field',
      () => page.evaluate(() => document.activeElement?.getAttribute('name')),
      'postalCode',
    );
    expect(await storedPostalCode(own.uid)).toBe('K1P 1J1');

    await page.getByLabel('Address', { exact: true }).fill('111 Wellington Street');
    await postal.fill('K1A 0A9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAddress(page, { Address: '111 Wellington Street', 'Zip Code': 'K1A 0A9' });
    await storedPostalCodeBecomes(own.uid, 'K1A 0A9');
    await page.reload();
    await expectAddress(page, { Address: '111 Wellington Street' });
    await close();
  });

  test('works at 360 px with the keyboard alone: no horizontal scroll, Edit and Cancel by keys, visible focus', async () => {
    const { page, close } = await openAccount(360);
    await page.getByTestId('gift-coupon-GIFT-DEMO-1').getByTestId('coupon-state').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const edit = page.getByRole('button', { name: 'Edit' });
    for (let i = 0; i < 40 && !(await edit.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await edit.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await edit.evaluate(ringShown)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByLabel('Postal code').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('shipping-address').waitFor();
    await waitForEvaluated(edit, (el) => el === document.activeElement, true);
    await close();
  });
  test('downloads her data: the JSON with her profile and activities, the CSV of her activities', async () => {
    const { page, close, errors } = await openAccount();
    const downloads: import('playwright-core').Download[] = [];
    page.on('download', (download) => downloads.push(download));
    const both = Promise.all([page.waitForEvent('download'), page.waitForEvent('download')]);
    await page.getByRole('button', { name: 'Download my data' }).click();
    await both;
    await page.getByRole('status').getByText('Your data has been downloaded.').waitFor();
    const named = Object.fromEntries(downloads.map((d) => [d.suggestedFilename(), d]));
    const jsonName = Object.keys(named).find((n) => /^my-data-\d{4}-\d{2}-\d{2}\.json$/.test(n));
    const csvName = Object.keys(named).find((n) =>
      /^my-activities-\d{4}-\d{2}-\d{2}\.csv$/.test(n),
    );
    expect(jsonName && csvName).toBeTruthy();
    const read = async (name: string) => {
      const stream = await named[name]!.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    };
    const data = JSON.parse(await read(jsonName!)) as {
      profile: { uid: string; email: string };
      activities: { legId: string }[];
      registrations: { legId: string }[];
    };
    expect(data.profile).toMatchObject({ uid: 'demo-runner', email: 'runner@demo.test' });
    expect(data.registrations.length).toBeGreaterThan(0);
    expect(data.activities.length).toBeGreaterThan(0);
    const csv = (await read(csvName!)).split('\r\n');
    expect(csv[0]).toBe('leg,race,day,distance_km,duration,source');
    expect(csv.filter(Boolean)).toHaveLength(data.activities.length + 1);
    expect(errors).toEqual([]);
    await close();
  });
  test('turns milestone postcards off and on again: the choice reaches the server each time', async () => {
    const own = await ownParticipant('account-postcards');
    const { page, close, errors } = await openAccount(1280, own);
    const postcards = page.getByLabel('Send me a postcard by e-mail at each milestone I reach');
    await waitForEvaluated(postcards, (el) => (el as HTMLInputElement).checked, true);
    const storedPostcards = async () => {
      const doc = await firestoreDoc(`users/${own.uid}`);
      const prefs = doc?.mailPreferences as
        { mapValue: { fields?: Record<string, { booleanValue: boolean }> } } | undefined;
      return prefs?.mapValue.fields?.postcards?.booleanValue ?? null;
    };
    await postcards.uncheck();
    await page.getByTestId('mail-preferences-status').getByText('Saved.').waitFor();
    await eventually(async () => ((await storedPostcards()) === false ? true : null));
    await postcards.check();
    await eventually(async () => ((await storedPostcards()) === true ? true : null));
    await expectAccessible(page, 'the account page with its e-mail choices');
    expect(errors).toEqual([]);
    await close();
  });
});

test.describe('deleting her account', () => {
  test('68. asks her password again and the word, deletes her account, signs her out; she cannot sign in again', async () => {
    // A participant of her own: the demo runner is the other browser tests'.
    const email = `delete-me-${Date.now().toString(36)}@example.test`;
    const { uid } = await getAuth(adminApp()).createUser({ email, password: DEMO_PASSWORD });
    await getFirestore(adminApp())
      .doc(`users/${uid}`)
      .set({
        email,
        createdAt: Timestamp.now(),
        agreedToTerms: true,
        details: {
          firstName: 'Dana',
          lastName: 'Leaving',
          address: '3 Elm St',
          country: 'CA',
          state: 'ON',
          city: 'Ottawa',
          postalCode: 'K1P 1J1',
          phoneNumber: '613-555-0199',
        },
      });
    const { page, context, errors } = await signedInAt(browser, '/account', { email, width: 360 });
    const section = page.getByTestId('delete-account');
    await section.getByRole('heading', { name: 'Delete my account' }).waitFor();
    const password = section.getByLabel('Your password');
    const confirm = section.getByLabel('Type DELETE to confirm');
    const button = section.getByRole('button', { name: 'Delete my account permanently' });

    // The word first, then a wrong password: each refused at its field, nothing deleted.
    await password.fill(DEMO_PASSWORD);
    await confirm.fill('DELET');
    await button.click();
    await section.getByRole('alert').getByText('Type DELETE exactly to confirm.').waitFor();
    await password.fill('not-her-password');
    await confirm.fill('delete');
    await button.click();
    await section
      .getByRole('alert')
      .getByText('That password is not right. Check it and try again.')
      .waitFor();
    expect(await authUidByEmail(email)).toBe(uid);
    await expectAccessible(page, 'the account page with a wrong password at Delete my account');

    await password.fill(DEMO_PASSWORD);
    await button.click();
    await page.waitForURL(`${APP_URL}/signin`, { timeout: 60_000 });
    expect(await authUidByEmail(email)).toBeNull();
    expect(await firestoreDoc(`users/${uid}`)).toBeNull();

    await signIn(page, email);
    await page
      .getByText('The e-mail address or password is incorrect. Check them and try again.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(errors).toEqual([]);
    await context.close();
  });
});
