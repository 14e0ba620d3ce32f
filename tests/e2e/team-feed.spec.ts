/**
 * The team feed on the dashboard (docs/product.md, "Team feed"), with participants of the
 * test's own (support/own-user.ts) on a team of the file's own on The Big Canada Run's
 * 1,000 km leg, so nothing here changes the seeded Maple Striders other tests read: the
 * captain (a copy of the demo runner) sees a teammate's milestone, made by the server from her
 * activity; a participant of another team sees none of it.
 */
import { randomUUID } from 'node:crypto';
import { FieldPath, FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApp } from './support/admin';
import { signedInAt } from './support/browser';
import { SERVER_MS } from './support/emulator-rest';
import { ownParticipant, type OwnUser } from './support/own-user';

const RACE = 'tbcr25_1000km';
const LEG = `price_${RACE}`;

const db = () => getFirestore(adminApp());
let browser: Browser;
let team = '';
let tag = '';
let other = '';
let captain: OwnUser;
let mate: OwnUser;
let outsider: OwnUser;

/** Puts her on `teamName` as provisioning would have: her registration and her row. */
async function onTeam(user: OwnUser, teamName: string) {
  await db()
    .doc(`users/${user.uid}`)
    .update(new FieldPath('subscribedRaces', LEG, 'teamName'), teamName);
  await db().doc(`races/${LEG}/subscribedUsers/${user.uid}`).update({ teamName });
}

/** Her next milestone on the leg, and an activity (admin write, as the rules allow it) past it. */
async function passNextMilestone(user: OwnUser): Promise<string> {
  const row = db().doc(`races/${LEG}/subscribedUsers/${user.uid}`);
  const total = Number((await row.get()).get('totalDistance') ?? 0);
  const { milestones } = (await db().doc(`milestones/${RACE}`).get()).data() as {
    milestones: { name: string; distance: number }[];
  };
  const next = milestones
    .filter((m) => m.distance > total)
    .sort((a, b) => a.distance - b.distance)[0];
  if (!next) throw new Error('no milestone ahead of her');
  const km = Math.round((next.distance - total + 0.5) * 100) / 100;
  await row.update(
    new FieldPath('times', `${Date.now()}_2025-06-01`),
    {
      date: Timestamp.fromDate(new Date('2025-06-01T12:00:00Z')),
      distance: km,
      distanceType: 'Km',
      duration: { hours: 10, minutes: 0, seconds: 0 },
    },
    'totalDistance',
    FieldValue.increment(km),
  );
  return next.name;
}

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  tag = randomUUID().slice(0, 6);
  team = `E2E Feed ${tag}`;
  other = `E2E Other ${tag}`;
  [captain, mate, outsider] = await Promise.all([
    ownParticipant('feed-captain', undefined, { leaderboardName: 'full', lastName: `Cap${tag}` }),
    ownParticipant('feed-mate', undefined, { leaderboardName: 'full', lastName: `Mate${tag}` }),
    ownParticipant('feed-outsider', undefined, { leaderboardName: 'full', lastName: `Out${tag}` }),
  ]);
  await db().doc(`races/${LEG}/teams/${team}`).set({ owner: captain.uid, membersCount: 2 });
  await db().doc(`races/${LEG}/teams/${other}`).set({ owner: outsider.uid, membersCount: 1 });
  await Promise.all([onTeam(captain, team), onTeam(mate, team), onTeam(outsider, other)]);
});

test.describe('the team feed', () => {
  test('the captain sees a teammate’s milestone, live; another team sees none of it', async () => {
    test.setTimeout(SERVER_MS * 3);
    const cap = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: captain.storageState,
    });
    const feed = cap.page.getByTestId('team-feed');
    await expect(feed.getByRole('heading', { name: 'Team feed' })).toBeVisible({
      timeout: SERVER_MS,
    });

    const place = await passNextMilestone(mate);
    const item = feed.getByTestId('team-feed-item').filter({ hasText: `Mate` });
    await expect(item).toContainText(`Milestone reached: ${place}`, { timeout: SERVER_MS });
    await expect(item).toHaveCount(1);

    const out = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: outsider.storageState,
    });
    const outFeed = out.page.getByTestId('team-feed');
    await expect(outFeed.getByRole('heading', { name: 'Team feed' })).toBeVisible({
      timeout: SERVER_MS,
    });
    await expect(outFeed.getByText('Nothing yet', { exact: false })).toBeVisible();
    await expect(out.page.getByText(`Milestone reached: ${place}`)).toHaveCount(0);
  });

  test('the captain cheers a teammate’s item: the count moves, stays after a reload, and the teammate sees who', async () => {
    test.setTimeout(SERVER_MS * 4);
    const place = await passNextMilestone(mate);
    const cap = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: captain.storageState,
    });
    const item = cap.page
      .getByTestId('team-feed-item')
      .filter({ hasText: `Milestone reached: ${place}` });
    const cheer = item.getByRole('button', { name: /^Cheer/ });
    await expect(cheer).toHaveAttribute('aria-pressed', 'false', { timeout: SERVER_MS });
    await expect(item.getByTestId('cheer-count')).toHaveText('0');
    await cheer.click();
    await expect(cheer).toHaveAttribute('aria-pressed', 'true', { timeout: SERVER_MS });
    await expect(item.getByTestId('cheer-count')).toHaveText('1');

    await cap.page.reload();
    await expect(cheer).toHaveAttribute('aria-pressed', 'true', { timeout: SERVER_MS });
    await expect(item.getByTestId('cheer-count')).toHaveText('1');

    // The teammate, in a browser of her own: her item, its count and who cheered it.
    const her = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: mate.storageState,
    });
    const own = her.page
      .getByTestId('team-feed-item')
      .filter({ hasText: `Milestone reached: ${place}` });
    await expect(own.getByTestId('cheered-by')).toHaveText(`1 cheer from Avery Cap${tag}`, {
      timeout: SERVER_MS,
    });
    await expect(own.getByRole('button', { name: /^Cheer/ })).toHaveCount(0);

    // A second click takes it back, and her count follows, live.
    await cheer.click();
    await expect(cheer).toHaveAttribute('aria-pressed', 'false', { timeout: SERVER_MS });
    await expect(item.getByTestId('cheer-count')).toHaveText('0');
    await expect(own.getByTestId('cheered-by')).toHaveText('0 cheers', { timeout: SERVER_MS });
  });

  test('the captain posts a note her teammate sees live, and deletes it; another team sees none; a report hides one', async () => {
    test.setTimeout(SERVER_MS * 4);
    const cap = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: captain.storageState,
    });
    const her = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: mate.storageState,
    });
    const mateFeed = her.page.getByTestId('team-feed');
    await expect(mateFeed.getByRole('heading', { name: 'Team feed' })).toBeVisible({
      timeout: SERVER_MS,
    });
    // Only the captain has the form.
    await expect(her.page.getByLabel('Note to your team')).toHaveCount(0);

    // Nothing written for an empty note: the message at the field.
    const field = cap.page.getByLabel('Note to your team');
    await field.fill('   ');
    await cap.page.getByRole('button', { name: 'Post note' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    const text = `Long run Sunday at 8 ${tag}: https://elsewhere.example/win`;
    await field.fill(text);
    await cap.page.getByRole('button', { name: 'Post note' }).click();
    await expect(cap.page.getByText('Note posted.')).toBeVisible({ timeout: SERVER_MS });

    // Her teammate's page, open all along, shows it without a reload; the other site is no link.
    const seen = mateFeed.getByTestId('team-feed-item').filter({ hasText: `Sunday at 8 ${tag}` });
    await expect(seen).toContainText('Note from your captain', { timeout: SERVER_MS });
    await expect(seen.getByRole('link')).toHaveCount(0);

    // Another team's member sees none of it.
    const out = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: outsider.storageState,
    });
    await expect(
      out.page.getByTestId('team-feed').getByRole('heading', { name: 'Team feed' }),
    ).toBeVisible({ timeout: SERVER_MS });
    await expect(out.page.getByText(`Sunday at 8 ${tag}`)).toHaveCount(0);

    // The captain deletes it: gone from her teammate's page too.
    const mine = cap.page.getByTestId('team-feed-item').filter({ hasText: `Sunday at 8 ${tag}` });
    await mine.getByRole('button', { name: 'Delete note' }).click();
    await expect(mine).toHaveCount(0, { timeout: SERVER_MS });
    await expect(seen).toHaveCount(0, { timeout: SERVER_MS });

    // A second note, reported by the teammate: hidden for her, flagged for the organisers.
    await field.fill(`Second note ${tag}`);
    await cap.page.getByRole('button', { name: 'Post note' }).click();
    const second = mateFeed.getByTestId('team-feed-item').filter({ hasText: `Second note ${tag}` });
    await second.getByRole('button', { name: 'Report note' }).click({ timeout: SERVER_MS });
    await expect(second).toHaveCount(0, { timeout: SERVER_MS });
    await expect(her.page.getByText('Note reported', { exact: false })).toBeVisible();
    const reports = await db().collection('feed_reports').where('reportedBy', '==', mate.uid).get();
    expect(reports.docs.map((d) => d.get('text'))).toEqual([`Second note ${tag}`]);
    await expect(
      cap.page.getByTestId('team-feed-item').filter({ hasText: `Second note ${tag}` }),
    ).toHaveCount(1);
  });

  test('works at 360 px: the feed, the note form and the cheer buttons without sideways scrolling', async () => {
    test.setTimeout(SERVER_MS * 2);
    const cap = await signedInAt(browser, `/dashboard/${RACE}`, {
      storageState: captain.storageState,
      width: 360,
    });
    const feed = cap.page.getByTestId('team-feed');
    await expect(feed.getByLabel('Note to your team')).toBeVisible({ timeout: SERVER_MS });
    await expect(feed.getByRole('button', { name: /^Cheer/ }).first()).toBeVisible({
      timeout: SERVER_MS,
    });
    await feed.scrollIntoViewIfNeeded();
    const { scroll, client } = await cap.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  });
});
