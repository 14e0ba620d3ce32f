/**
 * The nightly roll-over of the leaderboard windows (docs/standings.md): reads every leg's race
 * and the day of its board (one read each), and rebuilds the boards standings-roll.ts picks,
 * for the Toronto day of `now`. Run by the schedule (roll-standings-windows.ts) and, against
 * the emulators, by the integration tests (the Functions emulator never fires schedules). The
 * Firestore instance is passed in and only plain values are written, as in standings-store.ts.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { legsToRoll, type LegBoard } from './standings-roll';
import { rebuildBoard } from './standings-store';

/** A Timestamp (any copy of the Admin SDK) as a Date; null for anything else. */
function dateOf(value: unknown): Date | null {
  if (
    value &&
    typeof value === 'object' &&
    'toMillis' in value &&
    typeof value.toMillis === 'function'
  )
    return new Date(Number(value.toMillis()));
  return null;
}

/** Rolls the legs that need it; returns their ids. */
export async function rollStandingsWindowsAt(db: Firestore, now = new Date()): Promise<string[]> {
  const races = await db.collection('races').get();
  if (races.empty) return [];
  const boards = await db.getAll(
    ...races.docs.map((race) => db.doc(`races/${race.id}/board/current`)),
    { fieldMask: ['day'] },
  );
  const legs: LegBoard[] = races.docs.map((race, i) => {
    const board: DocumentData | undefined = boards[i]?.data();
    return {
      legId: race.id,
      raceEnd: dateOf(race.data().raceDateEnd),
      boardDay: typeof board?.day === 'string' ? board.day : null,
    };
  });
  const roll = legsToRoll(legs, now);
  await Promise.all(roll.map((legId) => rebuildBoard(db, legId, now)));
  return roll;
}
