/** Steps of the registration browser tests (tests/e2e/registration.spec.ts). */
import type { Page } from '@playwright/test';

export const RACE_PATH = '/register/thebigcanadarun2025';

/** From the registration root a visitor goes to createaccount; signing up comes back to the form. */
export async function signUpThroughRace(page: Page, email: string) {
  await page.waitForURL((url) => url.pathname === `${RACE_PATH}/createaccount`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Repeat Password').fill('secret-pass-1');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === RACE_PATH);
  await page
    .getByRole('heading', { name: 'The Big Canada Run 2025' })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(
        `The form did not show at ${page.url()}: ${await page.locator('body').innerText()}`,
        { cause: error },
      );
    });
}

export async function fillDetails(page: Page, legName: RegExp) {
  await page.getByLabel(legName).check();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Address').fill('12 King Street');
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Province / State').selectOption('ON');
  await page.getByLabel('City').fill('Kingston');
  await page.getByLabel('Postal code').fill('K7L 1A1');
  await page.getByLabel('Phone number').pressSequentially('6135550142');
}

export const cont = (page: Page) =>
  page.getByRole('button', { name: 'Continue', exact: true }).click();
