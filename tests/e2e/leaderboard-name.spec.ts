/**
 * How a participant appears on leaderboards (account page; docs/standings.md, "Names on the
 * leaderboard"), in Chromium on the emulator suite with the seeded demo data. A seeded racer of
 * The Big Canada Run's 1,000 km leg picks 'First name and last initial' on her account page: the
 * demo runner's leaderboard of that leg shows her so. She picks 'Hidden': she is gone from the
 * demo runner's list and from the racer count, and on her own leaderboard her row is there, with her name.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { signedInAt } from './support/browser';
import { containing, waitForCount, waitForText } from './support/wait-for';

const RACE = 'tbcr25_1000km';
const LEG = `price_${RACE}`;
// Racers other browser tests sign in as (trackers, activity day): left alone.
const TAKEN = new Set(['demo-p50', 'demo-p51', 'demo-p52', 'demo-p53', 'demo-p59']);
// Tall enough that the virtual list renders every racer of the leg (62 rows of 48 px).
const TALL = { width: 1280, height: 4000 };

let browser: Browser;
let racer: { uid: string; email: string; first: string; last: string } | null = null;
const db = () => getFirestore(adminApp());

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  const rows = await db().collection(`races/${LEG}/subscribedUsers`).get();
  const row = rows.docs.find(
    (d) =>
      /^demo-p\d+$/.test(d.id) &&
      !TAKEN.has(d.id) &&
      d.get('firstName') &&
      String(d.get('lastName') ?? '').length > 1 &&
      !d.get('leaderboardName'),
  );
  if (!row) throw new Error(`no seeded racer on ${LEG} to use`);
  const email = String((await db().doc(`users/${row.id}`).get()).get('email'));
  racer = {
    uid: row.id,
    email,
    first: String(row.get('firstName')),
    last: String(row.get('lastName')),
  };
});
test.afterAll(async () => {
  // Her full name again for the other browser tests (the server copies it back onto her rows).
  if (racer) await db().doc(`users/${racer.uid}`).update({ leaderboardName: 'full' });
});

// The server's chain (the copy onto her rows, her standings row, the debounced board rebuild) on
// the shared emulator suite, where one function alone has taken 10 s.
const SERVER_MS = 90_000;
const listed = (page: Page) => page.locator('#standings-list li');
const exactly = (text: string) => new RegExp(`^${containing(text).source}$`);

async function choose(page: Page, label: RegExp) {
  await page.getByRole('radio', { name: label }).check();
  await waitForText(page.getByTestId('leaderboard-name-status'), containing('Saved.'));
}

test.describe('her leaderboard name, chosen on her account page', () => {
  test('first name and initial shows so to another participant; hidden leaves her out, but not on her own view', async () => {
    test.setTimeout(300_000);
    const { uid, email, first, last } = racer!;
    const initial = `${first} ${Array.from(last)[0]!.toUpperCase()}.`;

    const her = await signedInAt(browser, '/account', { email, ...TALL });
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
