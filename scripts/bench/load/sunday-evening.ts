/**
 * Scenario 6, a Sunday evening on a 100,000-racer leg (docs/standings.md, "Limits"): the leg's
 * rows are written with the triggers paused (100,000 registrations are not the evening) and its
 * standings built by the same rebuild as `npm run standings:rebuild`, which re-shards it; then
 * activity writes arrive at a steady rate from many racers across all shards. Once the writes
 * end, the truth is computed from the rows (read in pages), and the shards and the board must
 * reach it: every racer once, with the total of her row. Prints the time to converge after the
 * last write and the transaction retries the shards record.
 */
import { FieldPath, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { rebuildLeg } from '../../../functions/src/standings/leg-rebuild';
import { readLayoutState, retriesOf } from '../../../functions/src/standings/standings-store';
import { decodeRows } from '../../../src/contract/standings-codec';
import { shardIdsOf } from '../../../src/contract/standings-layout';
import {
  parseRankIndex,
  parseRankPage,
  RANK_INDEX_ID,
  rankPageId,
  rankPagesPath,
} from '../../../src/contract/standings-pages';
import type { StandingRow } from '../../../src/contract/standing-row';
import { IN_FLIGHT, pool, seconds, settleBound, until, type Result } from './common';
import { rankedListProblem } from './ranked-truth';
import { addActivity, newLeg } from './rows';

export interface EveningSize {
  readonly racers: number;
  /** Activity writes a second. */
  readonly rate: number;
  readonly seconds: number;
}

/** The emulator hub's switch for the Functions emulator's Firestore triggers. */
async function backgroundTriggers(on: boolean) {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const response = await fetch(
    `http://${hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`,
    { method: 'PUT' },
  );
  if (!response.ok) throw new Error(`the emulator hub answered ${response.status}`);
}

/** Every racer's total, by bib, from the rows read a page at a time. */
async function totalsOf(db: Firestore, legId: string) {
  const totals = new Map<string, number>();
  const query = db
    .collection(`races/${legId}/subscribedUsers`)
    .orderBy(FieldPath.documentId())
    .select('bibNumber', 'times')
    .limit(2000);
  let cursor: string | null = null;
  for (;;) {
    const page: QuerySnapshot = await (cursor === null ? query : query.startAfter(cursor)).get();
    for (const doc of page.docs) {
      const times = Object.values((doc.get('times') ?? {}) as Record<string, { distance: number }>);
      const sum = times.reduce((s, t) => s + t.distance, 0);
      totals.set(String(doc.get('bibNumber')), Math.round(sum * 100) / 100);
    }
    if (page.size < 2000) return totals;
    cursor = page.docs[page.size - 1]!.id;
  }
}

/** What the last check found wrong with the ranked list, printed when the scenario times out. */
let problem: string | null = null;

/**
 * Null until the shards hold every racer once with her true total, and the board and its ranked
 * pages list them all in order with those totals (ranked-truth.ts).
 */
async function convergedTo(db: Firestore, legId: string, truth: ReadonlyMap<string, number>) {
  const { current } = await readLayoutState(db, legId);
  const refs = shardIdsOf(current).map((id) => db.doc(`races/${legId}/standings/${id}`));
  const seen = new Set<string>();
  let retries = 0;
  for (let i = 0; i < refs.length; i += 32) {
    for (const shard of await db.getAll(...refs.slice(i, i + 32))) {
      retries += retriesOf(shard.data());
      for (const row of decodeRows(String(shard.data()?.rows ?? ''))) {
        if (seen.has(row.key) || truth.get(row.key) !== row.total) return null;
        seen.add(row.key);
      }
    }
  }
  if (seen.size !== truth.size) return null;
  const board = (await db.doc(`races/${legId}/board/current`).get()).data();
  if (board?.count !== truth.size || board.shards?.generation !== current.generation) return null;
  problem = await rankedListProblemOf(db, legId, decodeRows(String(board.top?.total ?? '')), truth);
  return problem === null ? { shards: current.count, retries } : null;
}

/** The whole Total list as a participant scrolls it (its ranked pages) against the truth. */
async function rankedListProblemOf(
  db: Firestore,
  legId: string,
  top: readonly StandingRow[],
  truth: ReadonlyMap<string, number>,
) {
  const index = parseRankIndex(
    (await db.doc(`${rankPagesPath(legId)}/${RANK_INDEX_ID}`).get()).data(),
  );
  const refs = index.bounds.total.map((_, i) =>
    db.doc(`${rankPagesPath(legId)}/${rankPageId('total', i)}`),
  );
  const pages: StandingRow[][] = [];
  for (let i = 0; i < refs.length; i += 32)
    for (const page of await db.getAll(...refs.slice(i, i + 32)))
      pages.push(decodeRows(parseRankPage(page.data()).rows));
  return rankedListProblem(index, pages, top, truth);
}

export async function sundayEvening(db: Firestore, size: EveningSize): Promise<Result> {
  const writes = size.rate * size.seconds;
  await backgroundTriggers(false);
  let seeded: Awaited<ReturnType<typeof newLeg>>;
  const seedStarted = Date.now();
  try {
    seeded = await newLeg(db, size.racers, 'price_sunday');
    await rebuildLeg(db, seeded.legId);
  } finally {
    await backgroundTriggers(true);
  }
  const { legId, uids } = seeded;
  const seedMs = Date.now() - seedStarted;
  // Many racers across all shards: a stride through the leg, each racer a few activities at most.
  const writers = Math.min(uids.length, Math.max(1, Math.ceil(writes / 3)));
  const stride = Math.max(1, Math.floor(uids.length / writers));
  const started = Date.now();
  let late = 0;
  await pool(Array.from({ length: writes }), Math.max(IN_FLIGHT, size.rate), async (_, i) => {
    const due = started + (i / size.rate) * 1000;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -1000) late += 1;
    const uid = uids[((i % writers) * stride) % uids.length]!;
    await addActivity(db, legId, uid, `${started + i}`, 1 + (i % 7));
  });
  const writesEnded = Date.now();
  const truth = await totalsOf(db, legId);
  const done = await until(
    'the standings and board to match the rows',
    () => convergedTo(db, legId, truth),
    settleBound(writes),
    2000,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; the ranked list's last problem: ${problem ?? 'none seen'}`);
  });
  const convergedMs = Date.now() - writesEnded;
  const entries = [...truth.values()].reduce((s, km) => s + (km > 0 ? 1 : 0), 0);
  return {
    scenario: '6 Sunday evening',
    size: `${size.racers} racers, ${writes} writes at ${size.rate}/s`,
    ok: truth.size === size.racers,
    figures:
      `seeded and rebuilt in ${seconds(seedMs)} (${done.shards} shards); writes took ${seconds(writesEnded - started)} (${late} over a second late); ` +
      `${entries} racers with km; standings and board exact ${seconds(convergedMs)} after the last write; ${done.retries} transaction retries`,
  };
}
