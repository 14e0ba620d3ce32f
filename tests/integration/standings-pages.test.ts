/**
 * The whole list in ranked pages (docs/standings.md, "The whole list, in pages") on the emulator
 * suite: the board rebuild the racers' writes trigger writes the pages and their index; read page
 * by page, as the leaderboard reads them, they hold every racer of the leg once, in the order and
 * with the ranks the whole list gives (Total, the tab the server pages); the index finds each
 * racer's page alone; a new activity rewrites only the pages it moved, and pages past the list's
 * end are deleted.
 */
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankPagesStatePath, writeRankPages } from '../../functions/src/standings/rank-pages-store';
import { readShardRows, shardRefsOf } from '../../functions/src/standings/standings-store';
import { layoutStatePath, parseLayoutState } from '../../src/contract/docs/standings-state';
import { rankRows } from '../../src/contract/standings-order';
import {
  pageOfRow,
  parseRankIndex,
  parseRankPage,
  PAGED_TABS,
  rankedPageRows,
  rankPageId,
  rankPagesPath,
  type RankIndex,
} from '../../src/contract/standings-pages';
import { decodeRows } from '../../src/contract/standings-codec';
import type { StandingsTab } from '../../src/contract/standing-row';
import { torontoDay } from '../../src/contract/toronto-day';
import { adminDb, TRIGGER_WAIT_MS, waitFor } from './support/emulators';
import { newStandingsLeg } from './support/standings-leg';

let db: Firestore;
const today = torontoDay(new Date());
const RACERS = 13;

beforeAll(() => {
  db = adminDb();
});

/** A racer with one activity today of `km` (ties on purpose); a finisher has run the 100 km. */
function racer(bibNumber: number, km: number, finished = false) {
  return {
    firstName: `Racer${bibNumber}`,
    lastName: 'Pages',
    bibNumber,
    teamName: 'noTeam',
    totalDistance: km,
    ...(finished ? { completedDate: Timestamp.fromMillis(Date.parse(`${today}T15:00:00Z`)) } : {}),
    times: {
      [`1_${today}`]: {
        date: Timestamp.fromDate(new Date(`${today}T12:00:00Z`)),
        distance: km,
        distanceType: 'Km',
        duration: { hours: 1, minutes: 0, seconds: 0 },
      },
    },
  };
}

async function newLeg() {
  const legId = await newStandingsLeg(db, 'price_pg', 'Pages Test Run');
  const batch = db.batch();
  for (let i = 0; i < RACERS; i += 1)
    batch.set(
      db.doc(`races/${legId}/subscribedUsers/pg-${legId}-${i}`),
      i === 1 ? racer(202, 100, true) : racer(201 + i, 5 + (i % 4)),
    );
  await batch.commit();
  return legId;
}

const indexOf = async (legId: string): Promise<RankIndex | null> => {
  const snapshot = await db.doc(`${rankPagesPath(legId)}/index`).get();
  return snapshot.exists ? parseRankIndex(snapshot.data()) : null;
};

/** A tab's pages, read one by one by id as the browser does, ranked in the whole tab. */
async function pagedTab(legId: string, index: RankIndex, tab: StandingsTab) {
  const pages = [];
  for (let i = 0; i < index.bounds[tab].length; i += 1) {
    const page = await db.doc(`${rankPagesPath(legId)}/${rankPageId(tab, i)}`).get();
    expect(page.exists).toBe(true);
    pages.push(rankedPageRows(parseRankPage(page.data()), tab, index.day));
  }
  return pages;
}

/** The board rebuild is idle: no claim held, so no trigger rewrites the pages meanwhile. */
const idle = async (legId: string) =>
  (await db.doc(`races/${legId}/standingsState/rebuild`).get()).data()?.pending !== true || null;

describe('the whole list in ranked pages', () => {
  it('covers every racer once, in rank order, in each tab; the index finds each page', async () => {
    const legId = await newLeg();
    // The triggers' own board rebuild writes the pages (one page of up to 1,000 rows).
    const index = await waitFor(
      `the pages of the ${RACERS} racers`,
      async () => {
        const found = await indexOf(legId);
        return found?.racers === RACERS ? found : null;
      },
      TRIGGER_WAIT_MS,
    );
    expect(index.bounds.total).toHaveLength(1);
    await waitFor('the board rebuild to be idle', () => idle(legId), TRIGGER_WAIT_MS);

    // In pages of 4 (the size is the server's choice; the readers take it from the index).
    const { current } = parseLayoutState((await db.doc(layoutStatePath(legId)).get()).data());
    const rows = await readShardRows(db, shardRefsOf(db, legId, current));
    expect(rows).toHaveLength(RACERS);
    const first = await writeRankPages(db, legId, rows, today, 4);
    // 4 pages and the index; nothing deleted (page 0 rewritten at the new size).
    expect(first).toEqual({ written: 5, deleted: 0 });
    const paged = (await indexOf(legId))!;
    expect(paged.size).toBe(4);
    expect(PAGED_TABS).toEqual(['total']);
    expect(paged.bounds.today).toEqual([]);
    for (const tab of PAGED_TABS) {
      const pages = await pagedTab(legId, paged, tab);
      expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 1]);
      const whole = rankRows(rows, tab, today);
      const flat = pages.flat();
      expect(new Set(flat.map((r) => r.row.key)).size).toBe(RACERS);
      expect(flat.map((r) => [r.row.key, r.rank])).toEqual(whole.map((r) => [r.row.key, r.rank]));
      for (const [i, page] of pages.entries())
        for (const { row } of page) expect(pageOfRow(paged.bounds[tab], row, tab, today)).toBe(i);
    }
    // The finisher leads Total; ties share a rank across a page's start.
    expect((await pagedTab(legId, paged, 'total'))[0]![0]!.row.key).toBe('202');

    // Written again unchanged: nothing to write.
    expect(await writeRankPages(db, legId, rows, today, 4)).toEqual({ written: 0, deleted: 0 });

    // One racer passes another: only the pages between her old place and her new one change.
    const moved = rows.map((r) => (r.key === '213' ? { ...r, total: r.total + 0.5 } : r));
    const second = await writeRankPages(db, legId, moved, today, 4);
    expect(second.deleted).toBe(0);
    expect(second.written).toBeGreaterThan(0);
    expect(second.written).toBeLessThan(5);

    // A leg that shrinks to one page: the pages past its end are deleted with their hashes.
    const third = await writeRankPages(db, legId, moved.slice(0, 3), today, 4);
    expect(third.deleted).toBe(3);
    const left = await db.collection(rankPagesPath(legId)).get();
    expect(left.docs.map((d) => d.id).sort()).toEqual(['index', 'total-0000']);
    const hashes = (await db.doc(rankPagesStatePath(legId)).get()).data()?.hashes as object;
    expect(Object.keys(hashes).sort()).toEqual(left.docs.map((d) => d.id).sort());
    expect(decodeRows(String(left.docs[1]!.data().rows))).toHaveLength(3);
  });

  it('follows an activity: the trigger rewrites the pages and the new order is in them', async () => {
    const legId = await newLeg();
    await waitFor(
      'the first pages',
      async () => ((await indexOf(legId))?.racers === RACERS ? true : null),
      TRIGGER_WAIT_MS,
    );
    // The first racer runs 50 km more today: second on Total, after the finisher.
    const uid = `pg-${legId}-0`;
    await db.doc(`races/${legId}/subscribedUsers/${uid}`).update(
      new FieldPath('times', `2_${today}`),
      {
        date: Timestamp.fromDate(new Date(`${today}T12:00:00Z`)),
        distance: 50,
        distanceType: 'Km',
        duration: { hours: 5, minutes: 0, seconds: 0 },
      },
      'totalDistance',
      FieldValue.increment(50),
    );
    const leaders = await waitFor(
      'the pages to put her second',
      async () => {
        const index = await indexOf(legId);
        if (!index) return null;
        const [totalPage] = await pagedTab(legId, index, 'total');
        return totalPage?.[1]?.row.key === '201' ? totalPage : null;
      },
      TRIGGER_WAIT_MS,
    );
    expect(leaders.slice(0, 3).map((r) => [r.row.key, r.distance, r.rank])).toEqual([
      ['202', 100, 1],
      ['201', 55, 2],
      ['204', 8, 3],
    ]);
  });
});
