/**
 * The standings trigger on the emulator suite: an activity, a delete and a tracker-style
 * import update the racer's standings row and the board; a burst of 50 activities ends with
 * a correct board. Rows are written with the Admin SDK exactly as the browser's activity
 * write and the tracker import leave them.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { decodeRows } from '../../src/contract/standings-codec';
import { shardOf } from '../../src/contract/standings-board';
import { torontoDay } from '../../src/contract/toronto-day';
import { adminDb, uniqueId, waitFor } from './support/emulators';

const db = adminDb();
const today = torontoDay(new Date());
const noonToday = () => Timestamp.fromDate(new Date(`${today}T12:00:00Z`));

async function newLeg(distance = 100) {
  const legId = uniqueId('price_st');
  await db.doc(`races/${legId}`).set({
    name: 'Standings Test Run',
    legName: `${distance} km Leg`,
    distance,
    map: 'celebrate-canada',
  });
  return legId;
}

function racer(bibNumber: number, teamName = 'noTeam') {
  return {
    firstName: `Racer${bibNumber}`,
    lastName: 'Test',
    bibNumber,
    teamName,
    totalDistance: 0,
    times: {},
  };
}

const entry = (distance: number, date = noonToday()) => ({
  date,
  distance,
  distanceType: 'Km',
  duration: { hours: 0, minutes: 30, seconds: 0 },
});

async function board(legId: string) {
  const data = (await db.doc(`races/${legId}/board/current`).get()).data();
  return (
    data && {
      count: Number(data.count),
      histogram: data.histogram as number[],
      race: data.race as Record<string, unknown>,
      total: decodeRows(String(data.top.total)),
      todayRows: decodeRows(String(data.top.today)),
      teamRows: decodeRows(String(data.teams)),
    }
  );
}

/** Waits until the board shows `check` true (the trigger and its debounced rebuild have run). */
function boardWhere(
  legId: string,
  what: string,
  check: (b: NonNullable<Awaited<ReturnType<typeof board>>>) => boolean,
) {
  return waitFor(what, async () => {
    const b = await board(legId);
    return b && check(b) ? b : null;
  });
}

async function standingRow(legId: string, uid: string, key: string) {
  const shard = (await db.doc(`races/${legId}/standings/${shardOf(uid)}`).get()).data();
  return decodeRows(String(shard?.rows ?? '')).find((r) => r.key === key);
}

describe('standings kept by the server', () => {
  it('an activity, then its delete, update the row and the board', async () => {
    const legId = await newLeg();
    const uid = uniqueId('st-a-');
    const row = db.doc(`races/${legId}/subscribedUsers/${uid}`);
    await row.set(racer(501, 'Maple'));
    await boardWhere(legId, 'a board with the new racer', (b) => b.count === 1);

    const key = `${Date.now()}_${today}`;
    await row.update({ [`times.${key}`]: entry(12.5), totalDistance: 12.5 });
    const after = await boardWhere(
      legId,
      'the activity on the board',
      (b) => b.total[0]?.total === 12.5,
    );
    expect(after.total[0]).toMatchObject({
      key: '501',
      firstName: 'Racer501',
      teamName: 'Maple',
      days: { [today]: 12.5 },
    });
    expect(after.todayRows[0]?.days[today]).toBe(12.5);
    expect(after.teamRows).toEqual([
      expect.objectContaining({ key: 'Maple', total: 12.5, members: 1 }),
    ]);
    expect(after.histogram[12]).toBe(1);
    expect(after.race).toEqual({
      name: 'Standings Test Run',
      legName: '100 km Leg',
      distance: 100,
      map: 'celebrate-canada',
    });
    expect(await standingRow(legId, uid, '501')).toMatchObject({ total: 12.5 });

    await row.update({ times: {}, totalDistance: 0 });
    const deleted = await boardWhere(
      legId,
      'the delete on the board',
      (b) => b.total[0]?.total === 0,
    );
    expect(deleted.total[0]?.days).toEqual({});
    expect(deleted.histogram[0]).toBe(1);
  });

  it('a tracker-style import (S_ key, real start time) counts on its Toronto day', async () => {
    const legId = await newLeg();
    const uid = uniqueId('st-s-');
    const row = db.doc(`races/${legId}/subscribedUsers/${uid}`);
    await row.set({
      ...racer(601),
      totalDistance: 8.25,
      times: { S_123456789: entry(8.25, Timestamp.now()) },
    });
    const b = await boardWhere(legId, 'the import on the board', (x) => x.total[0]?.total === 8.25);
    expect(b.todayRows[0]).toMatchObject({ key: '601', days: { [today]: 8.25 } });
  });

  it('a removed row leaves the standings', async () => {
    const legId = await newLeg();
    const [a, c] = [uniqueId('st-r-'), uniqueId('st-r-')];
    await Promise.all([
      db.doc(`races/${legId}/subscribedUsers/${a}`).set(racer(701)),
      db.doc(`races/${legId}/subscribedUsers/${c}`).set(racer(702)),
    ]);
    await boardWhere(legId, 'two racers', (b) => b.count === 2);
    await db.doc(`races/${legId}/subscribedUsers/${a}`).delete();
    const b = await boardWhere(legId, 'one racer', (x) => x.count === 1);
    expect(b.total.map((r) => r.key)).toEqual(['702']);
  });

  it('a burst of 50 activities over 5 racers ends with a correct board', async () => {
    const legId = await newLeg(1000);
    const uids = Array.from({ length: 5 }, () => uniqueId('st-b-'));
    await Promise.all(
      uids.map((uid, i) =>
        db
          .doc(`races/${legId}/subscribedUsers/${uid}`)
          .set(racer(800 + i, i < 3 ? 'Loons' : 'noTeam')),
      ),
    );
    // Ten activities each, written as fast as the browser could: one times key and the total per write.
    await Promise.all(
      uids.map(async (uid, i) => {
        const ref = db.doc(`races/${legId}/subscribedUsers/${uid}`);
        for (let n = 1; n <= 10; n += 1) {
          await ref.update({ [`times.${n}_${today}`]: entry(i + 1), totalDistance: (i + 1) * n });
        }
      }),
    );
    // Rows reach the standings in any order and the board is rebuilt after them: wait for the
    // whole final board, not only its first and last rows (a middle row may still be on its way).
    const final = [
      ['804', 50],
      ['803', 40],
      ['802', 30],
      ['801', 20],
      ['800', 10],
    ];
    const b = await boardWhere(
      legId,
      'all 50 activities on the board',
      (x) =>
        x.count === 5 &&
        JSON.stringify(x.total.map((r) => [r.key, r.total])) === JSON.stringify(final),
    );
    expect(b.total.map((r) => [r.key, r.total])).toEqual(final);
    expect(b.todayRows.map((r) => r.days[today])).toEqual([50, 40, 30, 20, 10]);
    expect(b.teamRows).toEqual([expect.objectContaining({ key: 'Loons', total: 60, members: 3 })]);
  });
});
