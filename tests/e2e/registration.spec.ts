/**
 * Issue 4: registration at /register/{raceUrl}, in Chromium against the emulator suite with
 * the seed data. A new participant walks the four steps up to the written checkout session
 * (read back with firebase-admin) and on to the url the local checkout stand-in answers
 * with; the demo participant's leg is 'Already Registered!'; the promo banner; a taken team
 * name and a wrong team code are refused; unknown and inactive races go to /404.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, openApp, signedInAt } from './support/browser';
import { adminApp } from './support/admin';
import { cont, fillDetails, RACE_PATH, signUpThroughRace } from './support/registration';
import {
  containing,
  waitForAttribute,
  waitForInputValue,
  waitForText,
  waitUntil,
} from './support/wait-for';
import { expectAccessible } from './support/axe';

const run = Date.now().toString(36);
const newEmail = (label: string) => `e2e-reg-${label}-${run}@example.test`;
const admin = adminApp();

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test.describe('a new participant', () => {
  test('walks the four steps; the server prices the order and writes the session; the stand-in opens', async () => {
    test.setTimeout(90000);
    const email = newEmail('walk');
    const query =
      'promo_code=RUNCANADA&promo_product=prod_toque&referral_link=avery-tremblay&utm_source=news&utm_medium=email&utm_campaign=spring';
    const { page, context, errors } = await openApp(browser, `${RACE_PATH}?${query}`);
    await signUpThroughRace(page, email);
    expect(new URL(page.url()).search).toBe(`?${query}`);
    await page.getByText('Your code RUNCANADA has been automatically applied').waitFor();

    // Step 1
    await fillDetails(page, /^250 km Leg/);
    await waitForInputValue(page.getByLabel('Phone number'), '613-555-0142');
    await page.getByLabel('No team').check();
    await expectAccessible(page, 'registration step 1, filled');
    await cont(page);
    // Step 2, then back and forth: nothing is lost.
    await page.getByLabel(/1,000 km Leg gift registrations/).fill('1');
    await page.getByRole('button', { name: 'Previous step' }).click();
    await waitForInputValue(page.getByLabel('First name'), 'Casey');
    await page.getByRole('button', { name: 'Next step' }).click();
    await waitForInputValue(page.getByLabel(/1,000 km Leg gift registrations/), '1');
    await expectAccessible(page, 'registration step 2');
    await cont(page);
    // Step 3
    await page.getByRole('button', { name: 'Continue without Donation' }).waitFor();
    await expectAccessible(page, 'registration step 3');
    await page.getByLabel('Donation (whole dollars)').fill('10');
    await page.getByLabel('Organization').selectOption({ label: 'Canadian Trails Fund' });
    await cont(page);
    // Step 4: the promo product is preselected.
    const stayWarm = page.getByLabel('Stay warm');
    await expectAccessible(page, 'registration step 4');
    await waitUntil(page, 'Stay warm checked', (ms) => stayWarm.isChecked({ timeout: ms }), true);
    await page.getByRole('button', { name: 'Checkout' }).click();

    const uid = (await getAuth(admin).getUserByEmail(email)).uid;
    const user = (await getFirestore(admin).doc(`users/${uid}`).get()).data();
    expect(user?.agreedToTerms).toBe(true);
    expect(user?.details).toMatchObject({
      firstName: 'Casey',
      country: 'CA',
      state: 'ON',
      phoneNumber: '613-555-0142',
    });

    // The browser goes to the url the stand-in wrote on the session the server created.
    await page.waitForURL((url) => url.pathname.endsWith('/localCheckout'), { timeout: 30000 });
    const docs = (
      await getFirestore(admin).collection(`stripe_customers/${uid}/checkout_sessions`).get()
    ).docs;
    expect(docs).toHaveLength(1);
    const session = docs[0].data();
    expect(session.mode).toBe('payment');
    expect(session.automatic_tax).toEqual({ enabled: true });
    // Every discount is the server's: RUNCANADA's coupon, nothing typed on the payment page.
    expect(session.allow_promotion_codes).toBe(false);
    expect(session.promotion_code).toBe('promo_runcanada');
    expect(session.expected_total).toBe(16200 - 1180);
    // Early bird: 4900 + 6900 + toque 2800 = 14600 → 2 × 300 service fee; Canada: no shipping.
    // Legs and gifts go at the early-bird price shown, as price_data of the race product (a
    // price id would charge its unit_amount, the regular price).
    const legLine = (cents: number) => ({
      price_data: {
        currency: 'cad',
        unit_amount: cents,
        tax_behavior: 'exclusive',
        product: 'prod_tbcr2025',
      },
      quantity: 1,
    });
    expect(session.line_items).toEqual([
      legLine(4900),
      legLine(6900),
      { price: 'price_toque_classic', quantity: 1 },
      {
        price_data: expect.objectContaining({
          currency: 'cad',
          unit_amount: 600,
          tax_behavior: 'exclusive',
        }),
        quantity: 1,
      },
      {
        price_data: {
          currency: 'cad',
          unit_amount: 1000,
          tax_behavior: 'inclusive',
          product_data: {
            name: 'Donation',
            description: 'Canadian Trails Fund',
            tax_code: 'txcd_00000000',
          },
        },
        quantity: 1,
      },
    ]);
    expect(session.metadata).toEqual({
      uid,
      legId: 'price_tbcr25_250km',
      raceId: 'prod_tbcr2025',
      raceUrl: 'thebigcanadarun2025',
      teamChoice: 'noTeam',
      // The order's whole shipping address, kept with the registration (docs/security.md item 63).
      shipping_first_name: 'Casey',
      shipping_last_name: 'Newcomer',
      shipping_address: '12 King Street',
      shipping_city: 'Kingston',
      shipping_state: 'ON',
      shipping_postal_code: 'K7L 1A1',
      shipping_country: 'CA',
      shipping_phone: '613-555-0142',
      gifts: '{"price_tbcr25_1000km":1}',
      products: '{"prod_toque":"price_toque_classic"}',
      donation: '10',
      foundation: 'trails',
      referral_link: 'avery-tremblay',
      promo_code: 'RUNCANADA',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
    const utm = 'utm_source=news&utm_medium=email&utm_campaign=spring';
    expect(session.success_url).toBe(
      `${APP_URL}${RACE_PATH}/confirmation?race=tbcr25_250km&${utm}`,
    );
    expect(session.cancel_url).toBe(`${APP_URL}${RACE_PATH}?${utm}`);

    // The stand-in charges what the server priced: 16200, less 10 % of the registrations (1180).
    expect(page.url()).toBe(session.url);
    expect(await page.locator('tfoot').innerText()).toContain('$150.20 CAD');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is refused a new team named Maple Striders and a wrong code for it', async () => {
    const { page, context } = await openApp(browser, RACE_PATH);
    await signUpThroughRace(page, newEmail('team'));
    await fillDetails(page, /^1,000 km Leg/);
    await page.getByLabel('Create a new team').check();
    await page.getByLabel('Team name').fill(' Maple Striders ');
    await page.getByLabel('Team code').fill('MINE-1');
    await cont(page);
    await page.getByText('This team name is already taken for this distance.').waitFor();
    await waitForInputValue(page.getByLabel('Team name'), 'Maple Striders');
    await expectAccessible(page, 'registration step 1 showing a team error');
    await waitForAttribute(page.getByLabel('Team name'), 'aria-invalid', 'true');

    await page.getByLabel('Join an existing team').check();
    await page.getByLabel('Team', { exact: true }).selectOption('Maple Striders');
    await page.getByLabel('Team code').fill('WRONG-CODE');
    await cont(page);
    await page.getByText('This team code is not correct.').waitFor();
    await waitForAttribute(page.getByLabel('Team code'), 'aria-invalid', 'true');
    expect(await page.getByRole('button', { name: 'Continue without Donation' }).count()).toBe(0);
    await context.close();
  });
});

test.describe('the demo participant', () => {
  async function openAsDemo(path: string) {
    const app = await signedInAt(browser, path);
    await app.page.getByRole('heading', { name: 'The Big Canada Run 2025' }).waitFor();
    return app;
  }

  test("sees the 1,000 km leg disabled and labelled 'Already Registered!'", async () => {
    const { page, context } = await openAsDemo(RACE_PATH);
    // Her registrations are read after the race: the leg turns disabled when they arrive.
    const leg = page.getByLabel(/^1,000 km Leg/);
    await waitUntil(
      page,
      'the 1,000 km leg disabled',
      (ms) => leg.isDisabled({ timeout: ms }),
      true,
    );
    await waitForText(
      page.locator('label', { hasText: '1,000 km Leg' }),
      containing('Already Registered!'),
    );
    expect(await page.getByLabel(/^250 km Leg/).isDisabled()).toBe(false);
    await context.close();
  });

  test('sees the promo banner for RUNCANADA and none for an unknown code', async () => {
    const { page, context } = await openAsDemo(`${RACE_PATH}?promo_code=RUNCANADA`);
    await page.getByText('Your code RUNCANADA has been automatically applied').waitFor();
    await page.goto(`${APP_URL}${RACE_PATH}?promo_code=NOSUCHCODE`);
    await page.getByRole('heading', { name: 'The Big Canada Run 2025' }).waitFor();
    await page.getByLabel('First name').waitFor();
    expect(await page.getByText(/has been automatically applied/).count()).toBe(0);
    await context.close();
  });

  test('is sent to /404 for an unknown or inactive race', async () => {
    const { page, context } = await openAsDemo(RACE_PATH);
    await page.goto(`${APP_URL}/register/nosuchrace`);
    await page.waitForURL(`${APP_URL}/404`);
    await page.goto(`${APP_URL}/register/oldchallenge2022`);
    await page.waitForURL(`${APP_URL}/404`);
    await context.close();
  });
});
