/**
 * Moving a registration in the organisers' console (docs/organiser-console.md, "Move a
 * registration"), in Chromium against the emulator suite and the seed: as organiser@demo.test,
 * a participant of the test's own is looked up and her 1,000 km registration moved to the
 * 2,500 km leg of the same race with a reason; the lookup then shows the new leg. Her dashboard
 * follows (the new leg's shows her kilometres, the old one's is no longer hers) and so does the
 * new leg's leaderboard (her own row, through the standings' trigger).
 */
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { expectAccessible } from './support/axe';
import { APP_URL, goInApp, signedInAt } from './support/browser';
import { ownParticipant } from './support/own-user';
import { waitForText } from './support/wait-for';

const FROM = 'price_tbcr25_1000km';
const TO = 'price_tbcr25_2500km';
const ORGANISER = 'organiser@demo.test';
/** The standings' trigger runs after the move's commit; on a loaded machine it can take a while. */
const SERVER_MS = 120_000;

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test('an organiser moves a registration to another leg; her dashboard and leaderboard follow', async () => {
  test.setTimeout(SERVER_MS + 120_000);
  const lastName = `Mover${randomUUID().slice(0, 6)}`;
  const own = await ownParticipant('move', undefined, { lastName });
  const db = getFirestore(adminApp());
  const before = (await db.doc(`races/${FROM}/subscribedUsers/${own.uid}`).get()).data();
  const total = before?.totalDistance as number;
  expect(total).toBeGreaterThan(0);

  const { page, context, errors } = await signedInAt(browser, '/organiser/lookup', {
    email: ORGANISER,
    width: 360,
  });
  await page.getByRole('heading', { name: 'Organisers’ console' }).waitFor();
  await page.getByLabel('E-mail, name, bib or gift code').fill(own.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByTestId('lookup-participant');
  await waitForText(found.getByRole('heading', { level: 3 }), new RegExp(lastName));
  const onLeg = (km: string) =>
    found
      .getByTestId('lookup-registration')
      .filter({ has: page.getByRole('heading', { level: 5, name: new RegExp(`${km} km Leg$`) }) });
  const registration = onLeg('1,000');
  const form = registration.getByRole('form', { name: 'Move to another leg' });

  // Nothing is sent without the leg and the reason: each is asked for at its field.
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(form.getByLabel('Move to the leg')).toHaveAccessibleDescription(
    'Choose the leg to move her to.',
  );
  await expect(form.getByLabel('Reason for the move')).toHaveAccessibleDescription(
    'Give the reason for the move.',
  );
  await expectAccessible(page, 'the move form with its problems at 360 px');

  await form.getByLabel('Move to the leg').selectOption({ label: '2,500 km Leg' });
  await form.getByLabel('Reason for the move').fill('She registered for the wrong distance.');
  await form.getByRole('button', { name: 'Move' }).click();
  await waitForText(page.getByTestId('moved-note'), /^Moved to 2,500 km Leg\./);
  // The lookup reads her again: the registration is on the new leg.
  await expect(onLeg('2,500')).toHaveCount(1);
  await expect(onLeg('1,000')).toHaveCount(0);
  // The note names her bib on the new leg: hers, or the leg's next when hers was taken there.
  const moved = (await db.doc(`users/${own.uid}`).get()).get(`subscribedRaces.${TO}`) as {
    bibNumber: number;
  };
  await expect(page.getByTestId('moved-note')).toContainText(`${moved.bibNumber}`);
  expect(errors).toEqual([]);
  await context.close();

  // Her dashboard: the new leg's shows her kilometres; the old leg's sends her home.
  const her = await signedInAt(browser, '/dashboard/tbcr25_2500km', {
    storageState: own.storageState,
  });
  await waitForText(
    her.page.getByTestId('total-km'),
    (text) => Math.abs(Number(text) - total) < 0.005,
  );
  await goInApp(her.page, '/dashboard/tbcr25_1000km');
  await her.page.waitForURL(`${APP_URL}/`);

  // The new leg's leaderboard shows her own row once the standings' trigger has added it.
  await goInApp(her.page, '/leaderboard/tbcr25_2500km');
  const ownRow = her.page.locator('li[aria-current="true"]');
  await waitForText(ownRow, new RegExp(`Avery ${lastName}`), SERVER_MS);
  expect(her.errors).toEqual([]);
  await her.context.close();
});
