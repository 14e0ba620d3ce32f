/**
 * The nightly roll-over of the leaderboard windows (functions/src/standings/standings-roll-run.ts) on the
 * Firestore emulator. The Functions emulator never fires schedules, so the test runs what the
 * schedule runs, with the Admin SDK. The boards are built from standings documents written as
 * the trigger leaves them (no subscribedUsers writes, so no trigger rebuilds a board meanwhile).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { rollStandingsWindowsAt } from '../../functions/src/standings/standings-roll-run';
import { rebuildBoard } from '../../functions/src/standings/standings-store';
import { shardOf } from '../../src/contract/standings-board';
import { decodeRows, encodeRows } from '../../src/contract/standings-codec';
import { tabDistance, type StandingRow } from '../../src/contract/standing-row';
import { addDays, torontoDay } from '../../src/contract/toronto-day';
import { adminDb } from './support/emulators';
import { newStandingsLeg } from './support/standings-leg';

const db = adminDb();

const row = (key: string, days: Record<string, number>): StandingRow => ({
  key,
  firstName: `Racer${key}`,
  lastName: 'Roll',
  teamName: '',
  total: Object.values(days).reduce((a, b) => a + b, 0),
  completedAt: null,
  days,
});

/** A leg whose standings hold `rows` and whose board was built at `builtAt`. */
async function legWithBoard(rows: readonly StandingRow[], builtAt: Date, raceDateEnd?: Date) {
  const legId = await newStandingsLeg(
    db,
    'price_roll_',
    'Roll-over Run',
    raceDateEnd ? { raceDateEnd: Timestamp.fromDate(raceDateEnd) } : {},
  );
  await Promise.all(
    rows.map((r) =>
      db
        .doc(`races/${legId}/standings/${shardOf(`uid-${r.key}`)}`)
        .set({ rows: encodeRows([r]), count: 1, updatedAt: builtAt.getTime() }),
    ),
  );
  await rebuildBoard(db, legId, builtAt);
  return legId;
}

async function board(legId: string) {
  const data = (await db.doc(`races/${legId}/board/current`).get()).data()!;
  return {
    day: String(data.day),
    builtAt: Number(data.builtAt),
    today: decodeRows(String(data.top.today)),
    week: decodeRows(String(data.top.week)),
  };
}

describe('the nightly roll-over', () => {
  it("empties the Today tab of a board built yesterday for today, and leaves alone a board already on today's day and a race long over", async () => {
    const now = new Date();
    const today = torontoDay(now);
    const yesterday = addDays(today, -1);
    // 12:00 UTC is morning in Toronto: the board is built on yesterday's Toronto day.
    const builtYesterday = new Date(`${yesterday}T12:00:00Z`);
    const racers = [
      row('101', { [yesterday]: 5 }),
      row('102', { [yesterday]: 3, [addDays(today, -3)]: 2.5 }),
    ];
    const stale = await legWithBoard(racers, builtYesterday);
    const current = await legWithBoard(racers, now);
    const over = await legWithBoard(
      racers,
      new Date('2020-02-01T12:00:00Z'),
      new Date('2020-01-01T12:00:00Z'),
    );

    const before = await board(stale);
    expect(before.day).toBe(yesterday);
    expect(before.today.map((r) => [r.key, tabDistance(r, 'today', yesterday)])).toEqual([
      ['101', 5],
      ['102', 3],
    ]);
    const untouched = await Promise.all([board(current), board(over)]);

    // A moment later than the boards were built, so a board rebuilt by mistake would show a new builtAt.
    const rolled = await rollStandingsWindowsAt(db, new Date(now.getTime() + 1));
    expect(rolled).toContain(stale);
    expect(rolled).not.toContain(current);
    expect(rolled).not.toContain(over);

    const after = await board(stale);
    expect(after.day).toBe(today);
    expect(after.today.map((r) => tabDistance(r, 'today', today))).toEqual([0, 0]);
    // Last 7 Days still holds yesterday and three days ago.
    expect(after.week.map((r) => [r.key, tabDistance(r, 'week', today)])).toEqual([
      ['102', 5.5],
      ['101', 5],
    ]);
    expect(await Promise.all([board(current), board(over)])).toEqual(untouched);

    // The schedule firing again the same night finds every board on today's day.
    const again = await rollStandingsWindowsAt(db, new Date(now.getTime() + 2));
    expect(again).not.toContain(stale);
    expect((await board(stale)).builtAt).toBe(after.builtAt);
  });
});
