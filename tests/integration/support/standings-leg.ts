/**
 * A leg document as the standings code reads it (functions/src/standings/standings-store.ts:
 * its name, leg name, distance and map go onto the board), under a fresh id, for the tests that
 * write standings and boards with the Admin SDK rather than through registrations.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { uniqueId } from './emulators';

export async function newStandingsLeg(
  db: Firestore,
  idPrefix: string,
  name: string,
  more: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const legId = uniqueId(idPrefix);
  await db
    .doc(`races/${legId}`)
    .set({ name, legName: '100 km Leg', distance: 100, map: 'celebrate-canada', ...more });
  return legId;
}
