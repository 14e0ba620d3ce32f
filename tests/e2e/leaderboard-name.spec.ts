/**
 * How a participant appears on leaderboards (account page; docs/standings.md, "Names on the
 * leaderboard"), in Chromium on the emulator suite with the seeded demo data. A copy of a seeded racer of
 * The Big Canada Run's 1,000 km leg, the file's own (support/own-user.ts), picks 'First name and last initial' on her account page: the
 * demo runner's leaderboard of that leg shows her so. She picks 'Hidden': she is gone from the
 * demo runner's list and from the racer count, and on her own leaderboard her row is there, with her name.
 */
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { signedInAt } from './support/browser';
import { SERVER_MS } from './support/emulator-rest';
import { containing, waitForCount, waitForText } from './support/wait-for';
import { ownParticipant, type OwnUser } from './support/own-user';

const RACE = 'tbcr25_1000km';
const LEG = `price_${RACE}`;
// Tall enough that the virtual list renders every racer of the leg (62 rows of 48 px).
const TALL = { width: 1280, height: 4000 };

let browser: Browser;
let racer: (OwnUser & { first: string; last: string }) | null = null;
const db = () => getFirestore(adminApp());

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  const rows = await db().collection(`races/${LEG}/subscribedUsers`).get();
  const row = rows.docs.find(
    (d) => /^demo-p\d+$/.test(d.id) && d.get('firstName') && !d.get('leaderboardName'),
  );
  if (!row) throw new Error(`no seeded racer on ${LEG} to copy`);
  // A copy of her of the file's own, shown by her full name under a last name no one else has:
  // her choices change no seeded participant another test reads.
  const last = `Ownname${randomUUID().slice(0, 6)}`;
  const own = await ownParticipant('leaderboard-name', row.id, {
    leaderboardName: 'full',
    lastName: last,
  });
  racer = { ...own, first: String(row.get('firstName')), last };
});

const listed = (page: Page) => page.locator('#standings-list li');
const exactly = (text: string) => new RegExp(`^${containing(text).source}$`);

async function choose(page: Page, label: RegExp) {
  await page.getByRole('radio', { name: label }).check();
  await waitForText(page.getByTestId('leaderboard-name-status'), containing('Saved.'));
}

test.describe('her leaderboard name, chosen on her account page', () => {
  test('first name and initial shows so to another participant; hidden leaves her out, but not on her own view', async () => {
    test.setTimeout(300_000);
    const { uid, first, last, storageState } = racer!;
    const initial = `${first} ${Array.from(last)[0]!.toUpperCase()}.`;

    const her = await signedInAt(browser, '/account', { storageState, ...TALL });
    await her.page.getByRole('heading', { name: 'How you appear on leaderboards' }).waitFor();
    const full = her.page.getByRole('radio', { name: `Full name (${first} ${last})` });
    expect(await full.isChecked()).toBe(true);
    await choose(her.page, exactly(`First name and last initial (${initial})`));

    const other = await signedInAt(browser, `/leaderboard/${RACE}`, TALL);
    await listed(other.page).first().waitFor();
    // The board is live: her row changes in place within seconds.
    await waitForCount(listed(other.page).filter({ hasText: initial }), 1, SERVER_MS);
    expect(
      await listed(other.page)
        .filter({ hasText: `${first} ${last}` })
        .count(),
    ).toBe(0);
    const everyone = await listed(other.page).count();
    const racers = await other.page.getByText(/^\d+ racers$/).textContent();

    await choose(her.page, exactly('Hidden from other participants'));
    await waitForCount(listed(other.page), everyone - 1, SERVER_MS);
    expect(await listed(other.page).filter({ hasText: initial }).count()).toBe(0);
    expect(
      await listed(other.page)
        .filter({ hasText: `${first} ${last}` })
        .count(),
    ).toBe(0);
    // Not in the leg's figures either: the racer count is one fewer (docs/standings.md).
    await waitForText(
      other.page.getByText(/^\d+ racers$/),
      exactly(`${Number.parseInt(racers ?? '', 10) - 1} racers`),
      SERVER_MS,
    );
    expect((await db().doc(`users/${uid}`).get()).get('leaderboardName')).toBe('hidden');

    await her.page.goto(other.page.url());
    const own = her.page.locator('li[aria-current="true"]');
    await waitForCount(own, 1);
    await waitForText(own, containing(`${first} ${last}`));
    expect(her.errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await her.context.close();
    await other.context.close();
  });
});
