/**
 * The referral hub and the referral landing in Chromium against the emulator suite with the
 * seed data (docs/product.md §P2 Referral hub, Referral landing; §P4, §P8, §P9): the demo runner's link,
 * copy feedback for 2 s and tiers; a new participant's link made by the server; the landing
 * for avery-tremblay and for an unknown link; the landing's redirect without the parameter.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { APP_URL, goInApp, openApp, signedInAt } from './support/browser';
import { authUidByEmail, eventually, firestoreDoc } from './support/emulator-rest';
import { cont, fillDetails, signUpThroughRace } from './support/registration';
import {
  waitForAttribute,
  waitForInputValue,
  waitForText,
  waitForTexts,
  waitUntil,
} from './support/wait-for';
import { expectAccessible } from './support/axe';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

const scrollOverflow = () => document.documentElement.scrollWidth - window.innerWidth;

test.describe('referral hub', () => {
  test("shows the demo runner's link, copies it with feedback for 2 s, and the tiers: Socks reached, Toque the target", async () => {
    const { page, context, errors } = await signedInAt(browser, '/referralhub');
    const link = page.getByTestId('referral-link');
    const url = `${APP_URL}/register/?referral_link=avery-tremblay`;
    await waitForInputValue(link, url);

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
    const copy = page.getByRole('button', { name: 'Copy your referral link' });
    await copy.click();
    await copy.filter({ hasText: 'Copied!' }).waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await copy.filter({ hasText: /^Copy$/ }).waitFor({ timeout: 5000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1500);

    await waitForText(page.getByTestId('referral-count'), '6 referrals');
    await expectAccessible(page, 'the referral hub');
    await waitForText(
      page.getByTestId('referral-summary'),
      'Reward reached: Socks. Next: Toque at 10 (4 to go).',
    );
    const tiers = page.getByTestId('reward-tiers').locator('li');
    await waitUntil(
      page,
      'the reward tiers and their states',
      () =>
        tiers.evaluateAll((items) =>
          items.map((li) => [
            li.querySelector('.fw-semibold')?.textContent,
            li.getAttribute('data-state'),
          ]),
        ),
      [
        ['Stickers', 'reached'],
        ['Socks', 'reached'],
        ['Toque', 'target'],
        ['Free Entry', 'locked'],
      ],
    );
    await waitForAttribute(
      page.getByRole('progressbar', { name: 'Progress to Toque' }),
      'aria-valuenow',
      '20',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('gives a new participant a link made by the server (referral_links and users/{uid}), at 360 px', async () => {
    const email = `hub-${Date.now().toString(36)}@example.test`;
    const { page, context } = await openApp(
      browser,
      `/createaccount?email=${encodeURIComponent(email)}`,
      360,
    );
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Repeat Password').fill('secret-pass-1');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await goInApp(page, '/referralhub');
    // The server makes the link on the first visit: the field fills in when it is written.
    const link = page.getByTestId('referral-link');
    const value = await waitForInputValue(link, /[?&]referral_link=[^&]+/);
    const id = new URL(value).searchParams.get('referral_link');
    // No name on file yet: a neutral random id, nothing from her e-mail (docs/data-model.md, referral_links).
    expect(id).toMatch(/^friend-[0-9a-f]{8}$/);
    expect(id).not.toContain(email.split('@')[0]);
    const uid = await eventually(() => authUidByEmail(email));
    const stored = await eventually(() => firestoreDoc(`referral_links/${id}`));
    expect(stored.owner).toEqual({ stringValue: uid });
    expect((await firestoreDoc(`users/${uid}`))?.referral_link).toEqual({ stringValue: id });
    await waitForText(page.getByTestId('referral-count'), '0 referrals');
    await waitForText(
      page.getByTestId('referral-summary'),
      'No reward yet. Next: Stickers at 1 (1 to go).',
    );
    expect(await page.evaluate(scrollOverflow)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

test.describe('referral landing', () => {
  test('shows who invited the visitor, the $5 coupon and the flagged products with the parameter', async () => {
    const { page, context, errors } = await openApp(
      browser,
      '/register/?referral_link=avery-tremblay',
      360,
    );
    await waitForText(page.getByTestId('referrer'), 'Avery Tremblay invited you!');
    await waitForText(page.getByTestId('coupon-code'), 'FRIEND5');
    await page.getByRole('button', { name: 'Copy coupon code FRIEND5' }).waitFor();
    // The flagged products are their own query: they can come after the invitation.
    const products = page.getByTestId('referral-product');
    await waitForTexts(products, ['The Big Canada Run 2025']);
    const query = 'referral_link=avery-tremblay&promo_code=FRIEND5';
    await waitForAttribute(products.first(), 'href', `/register/thebigcanadarun2025?${query}`);
    expect(await page.evaluate(scrollOverflow)).toBeLessThanOrEqual(0);
    await products.first().click();
    await page.waitForURL(`${APP_URL}/register/thebigcanadarun2025/createaccount?${query}`);

    // Registering through the invitation really takes $5 off: the server prices FRIEND5's coupon.
    await signUpThroughRace(page, `invited-${Date.now().toString(36)}@example.test`);
    await page.getByText('Your code FRIEND5 has been automatically applied').waitFor();
    await fillDetails(page, /^250 km Leg/);
    await page.getByLabel('No team').check();
    await cont(page);
    await page.getByLabel('Gift code').waitFor();
    await cont(page);
    await page.getByRole('button', { name: 'Continue without Donation' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/localCheckout'), { timeout: 30000 });
    // Early bird 4900 + service fee 300 - 500 = 4700.
    expect(await page.locator('tfoot').innerText()).toContain('$47.00 CAD');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("says 'Invalid Referral Link' for an unknown link, with the fallback coupon, still $5 off", async () => {
    const { page, context } = await openApp(browser, '/register/?referral_link=nobody-at-all');
    await page.getByRole('heading', { name: 'Invalid Referral Link' }).waitFor();
    await waitForText(page.getByTestId('coupon-code'), 'CANADA5');
    await page
      .getByText('You can still register for $5 off with this code, applied for you at checkout.')
      .waitFor();
    await waitForAttribute(
      page.getByTestId('referral-product').first(),
      'href',
      '/register/thebigcanadarun2025?referral_link=nobody-at-all&promo_code=CANADA5',
    );
    await context.close();
  });

  test('shows the invitation to a signed-in participant too, and sends a visit without the parameter home', async () => {
    const { page, context } = await signedInAt(browser, '/register/?referral_link=avery-tremblay', {
      email: 'teammate@demo.test',
    });
    await page.getByTestId('referrer').waitFor();
    await page.goto(`${APP_URL}/register/`);
    await page.waitForURL(`${APP_URL}/`);
    await context.close();
  });
});
