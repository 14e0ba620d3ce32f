/**
 * The console's Numbers section in Chromium as organiser@demo.test (docs/organiser-console.md,
 * "Numbers"): the seeded race's legs with their registrations (counted here with the Admin SDK
 * from the seed's rows), and one table's CSV downloaded, the same rows.
 */
import { readFile } from 'node:fs/promises';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { parseCsv } from '../../src/contract/organiser/csv';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/browser';

const RACE = 'The Big Canada Run 2025';
const LEG = 'price_tbcr25_1000km';

test('Numbers: the seeded race’s registrations, and a table’s CSV', async ({ browser }) => {
  const { page, context, errors } = await signedInAt(browser, '/organiser/numbers', {
    email: 'organiser@demo.test',
    width: 1280,
  });
  const race = page.getByLabel('Race', { exact: true });
  await expect(race.getByRole('option', { name: RACE })).toHaveCount(1);
  await race.selectOption({ label: RACE });
  // Other browser tests add registrations of their own to this leg meanwhile, and move or
  // delete them again (organiser-move.spec.ts moves its own participant off this leg): the
  // numbers count at least the seed's rows, the uids starting `demo-` (scripts/seed/people.mjs),
  // which no test removes.
  const seeded = (
    await getFirestore(adminApp())
      .collection(`races/${LEG}/subscribedUsers`)
      .orderBy(FieldPath.documentId())
      .startAt('demo-')
      .endBefore('demo.')
      .count()
      .get()
  ).data().count;
  await page.getByRole('button', { name: 'Show the numbers' }).click();

  const participants = page.getByTestId('numbers-participants');
  await expect(participants).toBeVisible();
  await expectAccessible(page, 'the numbers');
  const row = participants.getByRole('row').filter({ hasText: LEG });
  await expect(row).toHaveCount(1);
  const shown = Number((await row.getByRole('cell').nth(2).textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(seeded);
  expect(seeded).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Participants' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^numbers-participants-\d{4}-\d{2}-\d{2}\.csv$/);
  const parsed = parseCsv(await readFile(await download.path(), 'utf8'));
  if (!parsed.ok) throw new Error(`unreadable CSV at line ${parsed.line}`);
  expect(parsed.rows[0]).toEqual(['legId', 'leg', 'registrations', 'activeLast7Days', 'finishers']);
  const line = parsed.rows.find((r) => r[0] === LEG);
  expect(Number(line?.[2])).toBeGreaterThanOrEqual(seeded);
  expect(errors).toEqual([]);
  await context.close();
});
