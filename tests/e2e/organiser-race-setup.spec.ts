/**
 * Race setup in the organisers' console (docs/organiser-console.md, "Race setup"), in Chromium
 * against the emulator suite and the seed: as organiser@demo.test, a milestone of a leg is
 * edited (a bad km first: refused at its field, nothing saved), the preview shows it, and it is
 * saved with the medals' ship date and a reason; a participant on that leg then sees it on her dashboard. Other tests read
 * the seeded legs' milestones while this one runs, so the leg is the test's own: a copy of the
 * 1,000 km leg with its own milestones document, and a participant of the test's own registered
 * on it (a copy of her 1,000 km registration and row).
 */
import { randomUUID } from 'node:crypto';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/browser';
import { ownParticipant } from './support/own-user';
import { waitForText } from './support/wait-for';

const SEEDED = 'price_tbcr25_1000km';
const ORGANISER = 'organiser@demo.test';

let browser: Browser;

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

test('an organiser edits a milestone; a participant on that leg sees it on her dashboard', async () => {
  test.setTimeout(180_000);
  const db = getFirestore(adminApp());
  const tag = randomUUID().slice(0, 8);
  const raceId = `e2esetup${tag}`;
  const legId = `price_${raceId}`;
  const milestonesId = `e2e-setup-${tag}`;
  const legName = `Setup leg ${tag}`;

  // The leg of its own: the seeded leg's document and milestones, under new ids.
  const seededLeg = (await db.doc(`races/${SEEDED}`).get()).data() ?? {};
  const seededMilestones =
    (await db.doc(`milestones/${seededLeg.milestones as string}`).get()).data() ?? {};
  expect((seededMilestones.milestones as unknown[]).length).toBeGreaterThan(1);
  await db.doc(`milestones/${milestonesId}`).set(seededMilestones);
  await db.doc(`races/${legId}`).set({ ...seededLeg, legName, milestones: milestonesId });

  // Her registration and row on it: copies of her 1,000 km ones.
  const own = await ownParticipant('setup');
  const entry = (await db.doc(`users/${own.uid}`).get()).get(`subscribedRaces.${SEEDED}`) as
    Record<string, unknown> | undefined;
  const row = (await db.doc(`races/${SEEDED}/subscribedUsers/${own.uid}`).get()).data();
  expect(entry && row).toBeTruthy();
  await db.doc(`users/${own.uid}`).update({ [`subscribedRaces.${legId}`]: entry });
  await db.doc(`races/${legId}/subscribedUsers/${own.uid}`).set(row ?? {});

  const placeName = `Setup Point ${tag}`;
  const { page, context, errors } = await signedInAt(browser, '/organiser/setup', {
    email: ORGANISER,
    width: 360,
  });
  await page.getByRole('heading', { name: 'Race setup', level: 2 }).waitFor();
  await page.getByLabel('Leg', { exact: true }).selectOption(legId);
  const first = page.getByRole('group', { name: 'Milestone 1', exact: true });
  await first.getByLabel('Name', { exact: true }).waitFor();

  // A km that is not a number: the server's check answers at the field; nothing is saved.
  await first.getByLabel('Name', { exact: true }).fill(placeName);
  const km = first.getByLabel('Km from the start');
  const kmBefore = await km.inputValue();
  await km.fill('ten');
  await page.getByLabel('Reason', { exact: true }).fill('The first milestone moved.');
  await page.getByRole('button', { name: 'Save the race setup' }).click();
  await expect(km).toHaveAccessibleDescription('Enter the km as a number, such as 12.5.');
  await expect(page.getByTestId('race-setup-message')).toHaveText(
    'A milestone is not valid: nothing was saved.',
  );
  await expectAccessible(page, 'race setup with a problem at its field at 360 px');
  const unchanged = (await db.doc(`milestones/${milestonesId}`).get()).get('milestones') as {
    name: string;
  }[];
  expect(unchanged.map((m) => m.name)).not.toContain(placeName);

  // Fixed: the preview shows it as her dashboard will, and it saves with the medals' ship date.
  await km.fill(kmBefore);
  await page.getByLabel('Medals ship on').fill('2027-01-15');
  await expect(page.getByTestId('milestones-preview')).toContainText(placeName);
  await page.getByRole('button', { name: 'Save the race setup' }).click();
  await waitForText(page.getByTestId('race-setup-message'), /^Race setup saved\./);
  const leg = (await db.doc(`races/${legId}`).get()).get('medalsShipAt') as Timestamp;
  expect(leg.toDate().toISOString()).toBe('2027-01-15T00:00:00.000Z');
  const log = await db.collection('organiser_log').where('target', '==', `races/${legId}`).get();
  expect(log.docs.map((d) => [d.get('action'), d.get('reason')])).toEqual([
    ['race.setup', 'The first milestone moved.'],
  ]);
  expect(errors).toEqual([]);
  await context.close();

  // Her dashboard on that leg lists the edited milestone (reached or next).
  const her = await signedInAt(browser, `/dashboard/${raceId}`, { storageState: own.storageState });
  await expect(her.page.getByRole('region', { name: 'Milestones' })).toContainText(placeName, {
    timeout: 60_000,
  });
  expect(her.errors).toEqual([]);
  await her.context.close();
});
