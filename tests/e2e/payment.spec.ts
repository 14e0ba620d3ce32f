/**
 * From payment to registration (docs/product.md §R4), in Chromium against the emulator suite with the seed
 * data. A new participant pays on the local checkout stand-in during the early bird and lands
 * on the confirmation page with a bib, then finds the race on home; gift codes are redeemed
 * on step 2 (a code of the test's own, like the seed's GIFT-DEMO-1, on its leg), refused for
 * another distance (GIFT-DEMO-2) or when used (GIFT-USED-1).
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  APP_URL,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  goInApp,
  openApp,
  signedInAt,
} from './support/browser';
import { adminApp } from './support/admin';
import { eventually } from './support/emulator-rest';
import { MAIL_CHAIN_MS, mailTo } from '../integration/support/inbox';
import { cont, fillDetails, RACE_PATH, signUpThroughRace } from './support/registration';
import { waitForAttribute, waitForCount, waitUntil } from './support/wait-for';
import { expectAccessible } from './support/axe';

const run = Date.now().toString(36);
const newEmail = (label: string) => `e2e-pay-${label}-${run}@example.test`;
const admin = adminApp();
const db = getFirestore(admin);

let browser: Browser;

/** The page's main text, once it holds every one of `parts` (the page fills in as its reads arrive). */
const mainShows = (page: Page, ...parts: string[]) =>
  waitUntil(
    page,
    'the text of main',
    () => page.locator('main').innerText(),
    (text) => parts.every((part) => text.includes(part)),
  );

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

async function uidOf(email: string): Promise<string> {
  return (await getAuth(admin).getUserByEmail(email)).uid;
}

/** Step 1 filled for `legName`, no team, then on to step 2. */
async function toGiftStep(page: Page, email: string, legName: RegExp) {
  await signUpThroughRace(page, email);
  await fillDetails(page, legName);
  await page.getByLabel('No team').check();
  await cont(page);
  await page.getByLabel('Gift code').waitFor();
}

async function redeem(page: Page, code: string) {
  await page.getByLabel('Gift code').fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
}

test.describe('paying on the local checkout', () => {
  test('registers the participant at the early-bird price, shows the confirmation with a bib, e-mails it, then the race on home', async () => {
    test.setTimeout(210000);
    const email = newEmail('paid');
    const { page, context, errors } = await openApp(
      browser,
      `${RACE_PATH}?referral_link=no-such-referrer`,
    );
    await toGiftStep(page, email, /^250 km Leg/);
    await page.getByLabel(/1,000 km Leg gift registrations/).fill('1');
    await cont(page);
    await page.getByRole('button', { name: 'Continue without Donation' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();

    // The stand-in's page: early bird 4900 + gift 6900 = 11800 ($118 < $145: fee × 1 = 300).
    await page.waitForURL((url) => url.pathname.endsWith('/localCheckout'), { timeout: 30000 });
    await page.getByRole('heading', { name: 'Local checkout' }).waitFor();
    expect(await page.locator('tfoot').innerText()).toContain('$121.00 CAD');
    const uid = await uidOf(email);
    const [session] = (await db.collection(`stripe_customers/${uid}/checkout_sessions`).get()).docs;
    expect(session.data().metadata).not.toHaveProperty('referral_link'); // no such referral_links doc
    expect(session.data().expected_total).toBe(12100); // priced and written by the startCheckout callable
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back on the app: the confirmation waits for the registration, then shows it.
    await page.waitForURL(
      (url) =>
        url.pathname === `${RACE_PATH}/confirmation` &&
        url.searchParams.get('race') === 'tbcr25_250km',
    );
    await page.getByRole('heading', { name: 'Casey, You are In!' }).waitFor({ timeout: 30000 });
    const payments = (await db.collection(`stripe_customers/${uid}/payments`).get()).docs.map(
      (doc) => doc.data(),
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'succeeded',
      amount: 12100,
      amount_received: 12100,
      currency: 'cad',
    });
    const entry = (await db.doc(`users/${uid}`).get()).data()?.subscribedRaces?.price_tbcr25_250km;
    expect(entry).toMatchObject({ raceId: 'prod_tbcr2025', legId: 'price_tbcr25_250km' });
    expect(typeof entry.bibNumber).toBe('number');
    const [giftCode] = Object.keys(entry.giftCodes as Record<string, string>);
    expect(entry.giftCodes[giftCode]).toBe('price_tbcr25_1000km');
    await mainShows(page, String(entry.bibNumber), '250 km', giftCode!);

    // The confirmation e-mail in the local inbox (README, "E-mail"): the bib the page shows and the
    // gift code with its leg. It comes after provisioning, the mail trigger and the sender.
    const [mail, ...more] = await eventually(async () => {
      const received = await mailTo(email);
      return received.length > 0 && received;
    }, MAIL_CHAIN_MS);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('The Big Canada Run 2025');
    expect(mail!.text).toContain(String(entry.bibNumber));
    expect(mail!.text).toContain(giftCode!);
    await waitForAttribute(
      page.getByRole('link', { name: /dashboard/i }).first(),
      'href',
      '/dashboard/tbcr25_250km',
    );

    await goInApp(page, '/');
    await page.getByText('The Big Canada Run 2025').first().waitFor();
    await mainShows(page, '250 km');
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('redeeming a gift code on step 2', () => {
  test('registers with a gift code for its leg without paying', async () => {
    test.setTimeout(90000);
    // A code of this run's own, as the seed's GIFT-DEMO-1 is (unused, the 250 km leg, bought by
    // the demo runner): the account page's browser tests expect GIFT-DEMO-1 still unused,
    // whichever file runs first.
    const code = `GIFT-E2E-${run.toUpperCase()}`;
    const seedCode = (await db.doc('giftcodes/GIFT-DEMO-1').get()).data();
    await db.doc(`giftcodes/${code}`).set({ ...seedCode, used: false });
    const email = newEmail('gift');
    const { page, context, errors } = await openApp(browser, RACE_PATH);
    await toGiftStep(page, email, /^250 km Leg/);
    await redeem(page, code);
    await page.waitForURL(
      (url) =>
        url.pathname === `${RACE_PATH}/confirmation` &&
        url.searchParams.get('race') === 'tbcr25_250km',
    );
    await page.getByRole('heading', { name: 'Casey, You are In!' }).waitFor({ timeout: 30000 });
    const uid = await uidOf(email);
    expect((await db.doc(`giftcodes/${code}`).get()).data()).toMatchObject({ used: true });
    expect((await db.doc(`giftcode_redemptions/${code}`).get()).data()).toMatchObject({
      usedBy: { email, id: uid },
    });
    const checkoutSessions = await db.collection(`stripe_customers/${uid}/checkout_sessions`).get();
    expect(checkoutSessions.size).toBe(0);
    const entry = await eventually(
      async () =>
        (await db.doc(`users/${uid}`).get()).data()?.subscribedRaces?.price_tbcr25_250km ?? null,
    );
    await mainShows(page, String(entry.bibNumber));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('refuses GIFT-DEMO-2 on the cheapest leg with the distance message, and GIFT-USED-1 as invalid', async () => {
    test.setTimeout(90000);
    const email = newEmail('gift-refused');
    const { page, context } = await openApp(browser, RACE_PATH);
    await toGiftStep(page, email, /^250 km Leg/);
    await redeem(page, 'GIFT-DEMO-2');
    await page.getByText('This coupon is not valid for this distance.').waitFor();
    await waitForCount(page.getByText('Invalid Code. Codes are case-sensitive.'), (n) => n > 0);
    await waitForAttribute(page.getByLabel('Gift code'), 'aria-invalid', 'true');

    await redeem(page, 'GIFT-USED-1');
    await page.getByText('Invalid Code. Codes are case-sensitive.').waitFor();
    await waitForCount(page.getByText('This coupon is not valid for this distance.'), 0);
    await redeem(page, 'gift-demo-2');
    await page.getByText('Invalid Code. Codes are case-sensitive.').waitFor();

    expect(page.url()).toBe(`${APP_URL}${RACE_PATH}`);
    const uid = await uidOf(email);
    expect((await db.doc(`users/${uid}`).get()).data()?.subscribedRaces).toBeUndefined();
    expect((await db.doc('giftcodes/GIFT-DEMO-2').get()).data()?.used).toBe(false);
    await context.close();
  });
});

test.describe('confirmation links', () => {
  test('send a visitor to create an account, query kept, and back to the confirmation after signing in', async () => {
    test.setTimeout(60000);
    const { page, context } = await openApp(
      browser,
      '/register/thebigcanadarun2024/confirmation?race=tbcr25_1000km',
    );
    await page.waitForURL(`${APP_URL}/createaccount?race=tbcr25_1000km`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(
      `${APP_URL}/register/thebigcanadarun2024/confirmation?race=tbcr25_1000km`,
    );
    await page.getByRole('heading', { name: /You are In!/ }).waitFor();
    await context.close();
  });

  test('show the demo participant the 2024 variant at a renamed race, and a finished registration', async () => {
    test.setTimeout(60000);
    const { page, context, errors } = await signedInAt(
      browser,
      '/register/thebigcanadarun2024/confirmation?race=tbcr25_1000km',
    );
    await page.getByRole('heading', { name: /You are In!/ }).waitFor();
    expect(page.url()).toBe(
      `${APP_URL}/register/thebigcanadarun2024/confirmation?race=tbcr25_1000km`,
    );
    await mainShows(page, 'July 1, 2024 to June 30, 2025');
    await expectAccessible(page, 'the confirmation');
    await page.goto(`${APP_URL}/register/celebratecanada-c/confirmation?race=ccc_c_156km`);
    await page.getByRole('heading', { name: /You are In!/ }).waitFor();
    await mainShows(page, '156 km');
    expect(errors).toEqual([]);
    await context.close();
  });
});
