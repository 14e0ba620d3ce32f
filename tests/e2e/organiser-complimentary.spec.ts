/**
 * A complimentary registration from the organisers' console (docs/organiser-console.md,
 * "Complimentary registration"), in Chromium against the emulator suite and the seed: as
 * organiser@demo.test, a participant of the test's own is looked up and given the 2,500 km leg
 * with a reason and no payment; the lookup then shows it, marked complimentary, and her home
 * page shows its race card.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInAt } from './support/browser';
import { ownParticipant } from './support/own-user';
import { waitForText } from './support/wait-for';

const ORGANISER = 'organiser@demo.test';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test('an organiser gives a complimentary registration; it is on her home page', async () => {
  const own = await ownParticipant('complimentary');
  const { page, context, errors } = await signedInAt(browser, '/organiser/lookup', {
    email: ORGANISER,
    width: 360,
  });
  await page.getByRole('heading', { name: 'Organisers’ console' }).waitFor();
  await page.getByLabel('E-mail, name, bib or gift code').fill(own.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByTestId('lookup-participant');
  const form = found.getByRole('form', { name: 'Give a complimentary registration' });
  await form.waitFor();

  // Nothing is sent without the reason: it is asked for at its field.
  const leg = form.getByLabel('Leg');
  // The legs load with the form; she is offered only the legs she is not on.
  await expect(leg.locator('option[value="price_tbcr25_2500km"]')).toHaveCount(1);
  await expect(leg.locator('option[value="price_tbcr25_1000km"]')).toHaveCount(0);
  await leg.selectOption('price_tbcr25_2500km');
  await form.getByRole('button', { name: 'Register her, no payment' }).click();
  await expect(
    form.getByLabel('Reason for the complimentary registration'),
  ).toHaveAccessibleDescription('Give the reason for the complimentary registration.');
  await form.getByLabel('Reason for the complimentary registration').fill('Won the club’s draw.');
  await form.getByRole('button', { name: 'Register her, no payment' }).click();
  await waitForText(
    page.getByTestId('complimentary-given'),
    /^Registered with no payment: bib \d+\./,
  );
  // The lookup reads her again: the new registration, marked complimentary.
  const given = found
    .getByTestId('lookup-registration')
    .filter({ has: page.getByRole('heading', { level: 5, name: /2,500 km Leg$/ }) });
  await expect(given).toContainText('complimentary');
  expect(errors).toEqual([]);
  await context.close();

  const her = await signedInAt(browser, '/', { storageState: own.storageState });
  await her.page.getByTestId('race-card-tbcr25_2500km').waitFor();
  expect(her.errors).toEqual([]);
  await her.context.close();
});
