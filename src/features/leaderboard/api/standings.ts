/**
 * The leaderboard's reads (docs/standings.md): the board (one document, live), the
 * participant's own row (her own subscribedUsers document, live, turned into her standings row
 * by the same contract function the server uses) and, on demand, the whole list (the standings
 * documents of the layout the board names, in queries of 16). Never another participant's
 * subscribedUsers document.
 */
import { useMemo } from 'react';
import {
  collection,
  doc,
  documentId,
  endAt,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  startAt,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { SHARD_COUNT } from '../../../contract/standings-board';
import type { ShardLayout } from '../../../contract/standings-layout';
import { parseBoard, type Board } from '../../../contract/docs/board';
import { parseShardRows } from '../../../contract/docs/standings-shard';
import { standingRowFromRacer, type StandingRow } from '../../../contract/standing-row';
import { localDay } from '../../../contract/activity-day';

/** races/{legId}/board/current, live; null while the server has not built it. */
export function useBoard(legId: string): LiveQuery<Board | null> {
  const subscribe = useMemo<Subscribe<Board | null>>(
    () => (next, fail) =>
      onSnapshot(
        doc(db, 'races', legId, 'board', 'current'),
        (s) => next(s.exists() ? parseBoard(s.data()) : null),
        fail,
      ),
    [legId],
  );
  return useSubscription(subscribe);
}

/** The participant's own standings row, live; null when she has no row on this leg. */
export function useOwnRow(legId: string, uid: string | null): LiveQuery<StandingRow | null> {
  const subscribe = useMemo<Subscribe<StandingRow | null> | null>(
    () =>
      uid
        ? (next, fail) =>
            onSnapshot(
              doc(db, 'races', legId, 'subscribedUsers', uid),
              (s) =>
                next(
                  s.exists()
                    ? // Her own view: her whole name, whatever others see (contract/leaderboard-name.ts).
                      standingRowFromRacer(uid, s.data(), localDay(new Date()), 'own')
                    : null,
                ),
              fail,
            )
        : null,
    [legId, uid],
  );
  return useSubscription(subscribe);
}

/**
 * Every racer of the leg: the standings documents of `layout`, 16 a query (firestore.rules
 * allows no larger one). The first layout's 16 documents are one query; a re-sharded leg's are
 * the ids of its generation (docs/standings.md, "Limits").
 */
export async function loadAllStandings(legId: string, layout: ShardLayout): Promise<StandingRow[]> {
  const standings = collection(db, 'races', legId, 'standings');
  if (layout.generation === '') {
    const snapshot = await getDocs(query(standings, limit(SHARD_COUNT)));
    return snapshot.docs.flatMap((d) => parseShardRows(d.data()));
  }
  const rows: StandingRow[] = [];
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    const page: Query = query(
      standings,
      orderBy(documentId()),
      ...(last ? [startAfter(last)] : [startAt(`${layout.generation}-`)]),
      endAt(`${layout.generation}-\uf8ff`),
      limit(SHARD_COUNT),
    );
    const snapshot: QuerySnapshot = await getDocs(page);
    for (const d of snapshot.docs) rows.push(...parseShardRows(d.data()));
    if (snapshot.size < SHARD_COUNT) return rows;
    last = snapshot.docs[snapshot.size - 1]!;
  }
}
