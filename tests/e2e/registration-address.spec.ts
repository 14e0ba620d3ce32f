/**
 * Where a registration's medal ships, on the account page in Chromium against the emulator
 * suite and the seed (docs/security.md item 63): Jordan (teammate@demo.test) sees the address
 * kept with each of her registrations, is told to contact support when she moves her running
 * race's medal abroad (nothing stored), corrects it within Canada through the
 * correctShippingAddress callable and sees it stored after a reload; the February
 * challenge's medals have shipped, so it offers no correction. At 360 px too.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInAt } from './support/browser';
import { ownParticipant, type OwnUser } from './support/own-user';
import { eventually, firestoreDoc } from './support/emulator-rest';
import { waitForAttribute, waitForCount, waitForText } from './support/wait-for';

const JORDAN = 'teammate@demo.test';
const JORDAN_UID = 'demo-teammate';
const RUN_LEG = 'price_tbcr25_1000km';
const FEB_LEG = 'price_feb24_126km';
const ZONE_MESSAGE =
  "Moving your medal's shipping between Canada and another country changes its shipping charge.";

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** Jordan's account page, or that of a copy of her of the test's own (support/own-user.ts). */
async function openAccount(width = 1280, own?: OwnUser) {
  const { page, context, errors } = await signedInAt(
    browser,
    '/account',
    own ? { width, storageState: own.storageState } : { width, email: JORDAN },
  );
  await page.getByTestId(`shipping-address-${RUN_LEG}`).waitFor();
  return { page, close: () => context.close(), errors };
}

const entry = (page: Page, legId: string) => page.getByTestId(`registration-address-${legId}`);

const shown = (rows: Locator, label: string) =>
  rows
    .locator('div', { has: rows.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** The registration's stored shipping address field, read as the owner over REST. */
async function storedField(uid: string, legId: string, field: string): Promise<string | undefined> {
  type Map = { mapValue: { fields: Record<string, Map & { stringValue?: string }> } };
  const user = await firestoreDoc(`users/${uid}`);
  const registration = (user?.subscribedRaces as Map | undefined)?.mapValue.fields[legId];
  return registration?.mapValue.fields.shippingAddress?.mapValue.fields[field]?.stringValue;
}

test.describe('63. the shipping address of each registration on the account page', () => {
  test("63. Jordan's correction abroad is refused with support's address; a correction within Canada is stored and survives a reload", async () => {
    // A copy of Jordan of the test's own: the correction it stores changes no seeded profile.
    const own = await ownParticipant('address-correction', JORDAN_UID);
    const { page, close, errors } = await openAccount(1280, own);
    const run = entry(page, RUN_LEG);
    const rows = page.getByTestId(`shipping-address-${RUN_LEG}`);
    await waitForText(shown(rows, 'Address'), '88 Rideau Street');
    await waitForText(shown(rows, 'Zip Code'), 'K1N 5W8');
    await waitForText(shown(rows, 'Country'), 'Canada');

    await run.getByRole('button', { name: 'Correct address for The Big Canada Run 2025' }).click();
    const form = page.getByRole('form', {
      name: 'Correct the shipping address for The Big Canada Run 2025',
    });
    await form.getByLabel('Country').selectOption('US');
    await form.getByLabel('Province / State').selectOption('MA');
    await form.getByLabel('City').fill('Boston');
    await form.getByLabel('Postal code').fill('02108');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(ZONE_MESSAGE).waitFor();
    expect(await form.getByText(ZONE_MESSAGE).textContent()).toContain(
      'support@canadavirtualchallenges.ca',
    );
    await waitForAttribute(form.getByLabel('Country'), 'aria-invalid', 'true');
    expect(await storedField(own.uid, RUN_LEG, 'country')).toBe('CA');

    await form.getByLabel('Country').selectOption('CA');
    await form.getByLabel('Province / State').selectOption('NS');
    await form.getByLabel('Address', { exact: true }).fill('1 Spring Garden Road');
    await form.getByLabel('City').fill('Halifax');
    await form.getByLabel('Postal code').fill('B3J 1A1');
    await form.getByRole('button', { name: 'Save' }).click();
    await rows.getByText('Halifax').waitFor();
    await waitForText(shown(rows, 'Province'), 'NS');
    expect(
      await eventually(async () => (await storedField(own.uid, RUN_LEG, 'city')) === 'Halifax'),
    ).toBe(true);
    expect(await storedField(own.uid, RUN_LEG, 'postalCode')).toBe('B3J 1A1');

    await page.reload();
    await rows.getByText('Halifax').waitFor();
    await waitForText(shown(rows, 'Address'), '1 Spring Garden Road');
    // The profile's address (the next order's) is not the registration's: it stays.
    await waitForCount(page.getByTestId('shipping-address').getByText('88 Rideau Street'), 1);
    expect(errors).toEqual([]);
    await close();
  });

  test('63. the February challenge, whose medals have shipped, shows its address and offers no correction', async () => {
    const { page, close } = await openAccount();
    const february = entry(page, FEB_LEG);
    await february.getByText('Medals for this challenge have shipped to this address.').waitFor();
    expect(await february.getByRole('button').count()).toBe(0);
    await waitForText(shown(page.getByTestId(`shipping-address-${FEB_LEG}`), 'City'), 'Ottawa');
    await close();
  });

  test('63. at 360 px the correction form fits without horizontal scrolling', async () => {
    const { page, close } = await openAccount(360);
    await entry(page, RUN_LEG)
      .getByRole('button', { name: /^Correct address/ })
      .click();
    const form = page.getByRole('form', { name: /^Correct the shipping address/ });
    await form.getByLabel('Postal code').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId(`shipping-address-${RUN_LEG}`).waitFor();
    await close();
  });
});
