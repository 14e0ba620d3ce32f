/**
 * The account page in Chromium against the emulator suite with the seed data (spec 02 §2
 * Account page): the demo runner's e-mail, device, shipping address and races with their gift
 * coupons, the Strava panel, and the address edit (a bad postal code refused, a good one kept
 * across a reload). At 360 px and with the keyboard alone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, launchBrowser, openApp, signIn } from './support/browser';
import { firestoreDoc } from './support/emulator-rest';
import { expectAccessible } from './support/axe';

let browser: Browser;
/** .env.emulators sends the connect links to the emulator suite's provider stand-in (docs/trackers.md). */
const STAND_IN = 'http://127.0.0.1:5001/demo-virtual-challenges/us-central1/localProvider';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openAccount(
  width = 1280,
  email?: string,
): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { page, context, errors } = await openApp(browser, '/signin', width);
  await signIn(page, email);
  await page.waitForURL(`${APP_URL}/`);
  await page.goto(`${APP_URL}/account`);
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  await page.getByTestId('shipping-address').waitFor();
  return { page, close: () => context.close(), errors };
}

const addressValue = (page: Page, label: string) =>
  page
    .getByTestId('shipping-address')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .textContent();

async function storedPostalCode(): Promise<unknown> {
  const doc = await firestoreDoc('users/demo-runner');
  return (doc?.details as { mapValue: { fields: Record<string, { stringValue: string }> } })
    .mapValue.fields.postalCode?.stringValue;
}

describe('account page', () => {
  it("shows the demo runner's e-mail, no device, the shipping address with its spec labels", async () => {
    const { page, close, errors } = await openAccount();
    expect(await page.getByTestId('account-email').textContent()).toBe('runner@demo.test');
    expect(await page.getByTestId('connected-device').textContent()).toBe('None');
    expect(await addressValue(page, 'Address')).toBe('150 Elgin Street');
    expect(await addressValue(page, 'City')).toBe('Ottawa');
    expect(await addressValue(page, 'Province')).toBe('ON');
    expect(await addressValue(page, 'Zip Code')).toBe('K1P 1J1');
    expect(await addressValue(page, 'Country')).toBe('Canada');
    expect(await addressValue(page, 'Phone Number')).toBe('613-555-0142');
    await expectAccessible(page, 'the account page');
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the races by start date, newest first, each linking to its dashboard', async () => {
    const { page, close } = await openAccount();
    const races = page.getByTestId('registered-race');
    await races.first().waitFor();
    // The New Year Run starts in 40 days; two races started the same day (the tie goes by
    // name); the February challenge started in 2024.
    expect(await races.locator('a').allTextContents()).toEqual([
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
    await teammate.page.getByTestId('registered-race').first().waitFor();
    expect(
      await teammate.page.getByTestId('registered-race').locator('a').allTextContents(),
    ).toEqual(['The Big Canada Run 2025', 'February Trails Challenge 2024']);
    await teammate.close();
  });

  it('shows the gift coupons: GIFT-DEMO-1 unused (o), GIFT-USED-1 used (tick), with leg names and a copy control', async () => {
    const { page, close } = await openAccount();
    const unused = page.getByTestId('gift-coupon-GIFT-DEMO-1');
    const used = page.getByTestId('gift-coupon-GIFT-USED-1');
    await unused.getByTestId('coupon-state').waitFor();
    await used.getByTestId('coupon-state').waitFor();
    expect(await unused.getByTestId('coupon-state').textContent()).toBe('onot used');
    expect(await used.getByTestId('coupon-state').textContent()).toBe('✓used');
    expect(await unused.textContent()).toContain('250 km Leg');
    expect(await page.getByTestId('gift-coupon-GIFT-DEMO-2').textContent()).toContain(
      '7,000 km Leg (Full Crossing)',
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

  it('opens the Strava info panel from the Strava link, with the authorize link of the spec (to the local stand-in)', async () => {
    const { page, close } = await openAccount();
    expect(await page.getByRole('link', { name: 'Connect Fitbit' }).getAttribute('href')).toContain(
      `${STAND_IN}/fitbit/oauth2/authorize?`,
    );
    await page.getByRole('button', { name: 'Connect Garmin' }).waitFor();
    const strava = page.getByRole('button', { name: 'Connect Strava' });
    expect(await strava.getAttribute('aria-expanded')).toBe('false');
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
    expect(
      await panel
        .getByRole('img', { name: 'Connect with Strava' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
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

  it('refuses a bad postal code at the field and writes nothing, then saves a good address that survives a reload', async () => {
    const { page, close } = await openAccount();
    await page.getByRole('button', { name: 'Edit' }).click();
    const postal = page.getByLabel('Postal code');
    expect(await postal.inputValue()).toBe('K1P 1J1');
    await postal.fill('K1P');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid postal code.').waitFor();
    expect(await postal.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the address form showing its error');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'postalCode',
    );
    expect(await storedPostalCode()).toBe('K1P 1J1');

    await page.getByLabel('Address', { exact: true }).fill('111 Wellington Street');
    await postal.fill('K1A 0A9');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('shipping-address').waitFor();
    expect(await addressValue(page, 'Address')).toBe('111 Wellington Street');
    expect(await addressValue(page, 'Zip Code')).toBe('K1A 0A9');
    expect(await storedPostalCode()).toBe('K1A 0A9');
    await page.reload();
    await page.getByTestId('shipping-address').waitFor();
    expect(await addressValue(page, 'Address')).toBe('111 Wellington Street');

    // Put the seed's address back for the other browser tests.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Address', { exact: true }).fill('150 Elgin Street');
    await page.getByLabel('Postal code').fill('K1P 1J1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('shipping-address').waitFor();
    expect(await addressValue(page, 'Zip Code')).toBe('K1P 1J1');
    await close();
  });

  it('works at 360 px with the keyboard alone: no horizontal scroll, Edit and Cancel by keys, visible focus', async () => {
    const { page, close } = await openAccount(360);
    await page.getByTestId('gift-coupon-GIFT-DEMO-1').getByTestId('coupon-state').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const edit = page.getByRole('button', { name: 'Edit' });
    for (let i = 0; i < 40 && !(await edit.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await edit.evaluate(
        (el) => el.matches(':focus-visible') && getComputedStyle(el).boxShadow !== 'none',
      ),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByLabel('Postal code').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('shipping-address').waitFor();
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);
    await close();
  });
});
