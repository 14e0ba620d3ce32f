/**
 * The leaderboard's reads (docs/standings.md): the board (one document, live), the
 * participant's own row (her own subscribedUsers document, live, turned into her standings row
 * by the same contract function the server uses) and, on demand, the whole list (16 standings
 * documents in one query). Never another participant's subscribedUsers document.
 */
import { useMemo } from 'react';
import { collection, doc, getDocs, limit, onSnapshot, query } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import { SHARD_COUNT } from '../../../contract/standings-board';
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

/** Every racer of the leg: the 16 standings documents, one query. */
export async function loadAllStandings(legId: string): Promise<StandingRow[]> {
  const snapshot = await getDocs(
    query(collection(db, 'races', legId, 'standings'), limit(SHARD_COUNT)),
  );
  return snapshot.docs.flatMap((d) => parseShardRows(d.data()));
}
