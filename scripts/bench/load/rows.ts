/**
 * Racers and activity rows written as the app leaves them (the browser's one-key update with
 * an increment, docs/data-model.md), and the truth the standings must converge to: every
 * total the sum of its row, the standings documents and the board computed from the rows.
 */
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SHARD_IDS } from '../../../src/contract/standings-board';
import { decodeRows } from '../../../src/contract/standings-codec';
import { torontoDay } from '../../../src/contract/toronto-day';
import { uniqueId } from '../../../tests/integration/support/emulators';

export async function newLeg(db: Firestore, racers: number, prefix = 'price_load') {
  const legId = uniqueId(prefix);
  await db.doc(`races/${legId}`).set({
    name: 'Load Test Run',
    legName: '1000 km Leg',
    distance: 1000,
    map: 'celebrate-canada',
  });
  const uids = Array.from({ length: racers }, (_, i) => `load-${legId}-${i}`);
  for (let i = 0; i < uids.length; i += 400) {
    const batch = db.batch();
    for (const [j, uid] of uids.slice(i, i + 400).entries())
      batch.set(db.doc(`races/${legId}/subscribedUsers/${uid}`), {
        firstName: `Racer${i + j}`,
        lastName: 'Load',
        bibNumber: 101 + i + j,
        teamName: 'noTeam',
        totalDistance: 0,
        times: {},
      });
    await batch.commit();
  }
  return { legId, uids };
}

const today = torontoDay(new Date());

/** One manual activity, exactly as the browser writes it: one times key, the total by increment. */
export function addActivity(db: Firestore, legId: string, uid: string, key: string, km: number) {
  return db.doc(`races/${legId}/subscribedUsers/${uid}`).update(
    new FieldPath('times', `${key}_${today}`),
    {
      date: Timestamp.fromDate(new Date(`${today}T12:00:00Z`)),
      distance: km,
      distanceType: 'Km',
      duration: { hours: 0, minutes: 30, seconds: 0 },
    },
    'totalDistance',
    FieldValue.increment(km),
  );
}

export interface Truth {
  readonly rowsExact: boolean;
  readonly standingsExact: boolean;
  readonly boardExact: boolean;
  readonly entries: number;
}

/** Compares every row's total with its entries, and the standings and board with the rows. */
export async function truthOf(db: Firestore, legId: string): Promise<Truth> {
  const rows = await db.collection(`races/${legId}/subscribedUsers`).get();
  let entries = 0;
  let rowsExact = true;
  const totals = new Map<number, number>();
  for (const row of rows.docs) {
    const data = row.data();
    const times = Object.values((data.times ?? {}) as Record<string, { distance: number }>);
    entries += times.length;
    const sum = times.reduce((s, t) => s + t.distance, 0);
    if (Math.abs(sum - Number(data.totalDistance)) > 1e-6) rowsExact = false;
    totals.set(Number(data.bibNumber), Math.round(sum * 100) / 100);
  }
  const shards = await db.getAll(
    ...SHARD_IDS.map((id) => db.doc(`races/${legId}/standings/${id}`)),
  );
  const standing = shards.flatMap((s) => decodeRows(String(s.data()?.rows ?? '')));
  const standingsExact =
    standing.length === totals.size && standing.every((r) => totals.get(Number(r.key)) === r.total);
  const board = (await db.doc(`races/${legId}/board/current`).get()).data();
  const top = decodeRows(String(board?.top?.total ?? ''));
  const boardExact =
    board?.count === totals.size && top.every((r) => totals.get(Number(r.key)) === r.total);
  return { rowsExact, standingsExact, boardExact, entries };
}
