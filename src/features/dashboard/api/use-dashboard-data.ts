/**
 * The dashboard's live data (docs/product.md §P2, §P7), in the house hook shape. At most six documents
 * for a captain on a team: users/{uid}, races/{legId}, the participant's own row, the
 * milestones, the team, its roster (its listed members' totals) and the team code. No query over the leg.
 */
import { useMemo } from 'react';
import { onSnapshot, type DocumentReference } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import type { ActivityRow } from '../logic/activity-row';
import type { MilestonesDoc } from '../../../contract/docs/milestones';
import type { RaceLeg } from '../../../contract/docs/race-leg';
import type { RosterMember, TeamDoc } from '../../../contract/docs/team';
import {
  activityRowRef,
  milestonesRef,
  raceLegRef,
  teamCodeRef,
  teamRef,
  teamRosterRef,
} from './dashboard-refs';

export { useUserDoc } from '../../../lib/use-user-doc';

function useLiveDoc<T>(ref: DocumentReference<T> | null): LiveQuery<T | null> {
  const subscribe = useMemo<Subscribe<T | null> | null>(
    () =>
      ref ? (next, fail) => onSnapshot(ref, (s) => next(s.exists() ? s.data() : null), fail) : null,
    [ref],
  );
  return useSubscription(subscribe);
}

export function useRaceLeg(legId: string): LiveQuery<RaceLeg | null> {
  return useLiveDoc(useMemo(() => raceLegRef(db, legId), [legId]));
}

export function useMilestones(id: string | null): LiveQuery<MilestonesDoc | null> {
  return useLiveDoc(useMemo(() => (id ? milestonesRef(db, id) : null), [id]));
}

export function useTeam(legId: string, teamName: string | null): LiveQuery<TeamDoc | null> {
  return useLiveDoc(
    useMemo(() => (teamName ? teamRef(db, legId, teamName) : null), [legId, teamName]),
  );
}

/** Her team's listed members (null until the roster exists: no listed member has logged yet). */
export function useTeamRoster(
  legId: string,
  teamName: string | null,
): LiveQuery<readonly RosterMember[] | null> {
  return useLiveDoc(
    useMemo(() => (teamName ? teamRosterRef(db, legId, teamName) : null), [legId, teamName]),
  );
}

export function useTeamCode(legId: string, teamName: string | null): LiveQuery<string | null> {
  return useLiveDoc(
    useMemo(() => (teamName ? teamCodeRef(db, legId, teamName) : null), [legId, teamName]),
  );
}

export interface LiveRow {
  readonly row: ActivityRow | null;
  /** A local change (an activity logged or deleted here) has not reached the server yet. */
  readonly hasPendingWrites: boolean;
  readonly fromCache: boolean;
}

/** The participant's own row, with its sync state (metadata changes included). */
export function useActivityRow(legId: string, uid: string): LiveQuery<LiveRow> {
  const subscribe = useMemo<Subscribe<LiveRow>>(
    () => (next, fail) =>
      onSnapshot(
        activityRowRef(db, legId, uid),
        { includeMetadataChanges: true },
        (s) =>
          next({
            row: s.exists() ? s.data() : null,
            hasPendingWrites: s.metadata.hasPendingWrites,
            fromCache: s.metadata.fromCache,
          }),
        fail,
      ),
    [legId, uid],
  );
  return useSubscription(subscribe);
}
