/**
 * A racer as provisioning leaves her, written directly with the Admin SDK, on a new open leg:
 * for the integration files that test what follows a registration (the activity trigger, its
 * e-mails and pushes, the team feed), not the registration itself (provisioning.test.ts does).
 * One fixture, so a field provisioning writes is added in one place. Her activities are written
 * as the browser's rules-checked update leaves them: the entry under `times`, the total
 * incremented.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';

/** Open since 2025 and until 2099: every test's today is inside the race window. */
export const OPEN_WINDOW = {
  raceDateStart: Timestamp.fromDate(new Date('2025-01-01T00:00:00Z')),
  raceDateEnd: Timestamp.fromDate(new Date('2099-12-31T23:59:59Z')),
};

/** The leg every such file uses unless it says otherwise: 10 km, open. */
const LEG = { name: 'Integration Run', legName: '10 km Leg', distance: 10 };

/** Writes races/{legId}: the 10 km open leg, with `fields` added or replaced. */
export async function openLeg(db: Firestore, legId: string, fields: Record<string, unknown> = {}) {
  await db.doc(`races/${legId}`).set({ ...LEG, ...OPEN_WINDOW, ...fields });
}

export interface RacerOptions {
  readonly bibNumber?: number;
  readonly teamName?: string;
  /** The registration's copy of the race (default: the leg's name, leg name and distance). */
  readonly raceInfo?: Record<string, unknown>;
  /** Added to users/{uid} (a language, a leaderboard name, no details: `details: undefined`). */
  readonly user?: Record<string, unknown>;
  /** Added to her row. */
  readonly row?: Record<string, unknown>;
}

export interface Racer {
  readonly legId: string;
  readonly uid: string;
  readonly email: string;
  readonly row: DocumentReference;
  readonly user: DocumentReference;
}

/** Ivy Test, registered on `legId` (bib 101, no team): her user document and an empty row. */
export async function registeredRacer(
  db: Firestore,
  legId: string,
  uid: string,
  options: RacerOptions = {},
): Promise<Racer> {
  const { bibNumber = 101, teamName = 'noTeam', raceInfo = LEG } = options;
  const email = `${uid}@example.test`;
  const user = db.doc(`users/${uid}`);
  const userDoc: Record<string, unknown> = {
    email,
    details: { firstName: 'Ivy', lastName: 'Test' },
    subscribedRaces: {
      [legId]: { legId, bibNumber, stravaLink: false, teamName, raceInfo },
    },
    ...options.user,
  };
  await user.set(
    Object.fromEntries(Object.entries(userDoc).filter(([, value]) => value !== undefined)),
  );
  const row = db.doc(`races/${legId}/subscribedUsers/${uid}`);
  await row.set({
    firstName: 'Ivy',
    lastName: 'Test',
    bibNumber,
    teamName,
    totalDistance: 0,
    times: {},
    ...options.row,
  });
  return { legId, uid, email, row, user };
}

/** An activity of `distance` km at noon UTC today, `minutes` long. */
export function todayActivity(distance: number, minutes = 60) {
  const today = new Date().toISOString().slice(0, 10);
  return {
    date: Timestamp.fromDate(new Date(`${today}T12:00:00.000Z`)),
    distance,
    distanceType: 'Km',
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds: 0 },
  };
}

/** Logs today's activity `key` on her row, as the browser's update does. */
export function addActivity(row: DocumentReference, key: string, distance: number, minutes = 60) {
  return row.update(
    new FieldPath('times', key),
    todayActivity(distance, minutes),
    'totalDistance',
    FieldValue.increment(distance),
  );
}

/** Deletes activity `key` of `distance` km from her row, as the browser's update does. */
export function removeActivity(row: DocumentReference, key: string, distance: number) {
  return row.update(
    new FieldPath('times', key),
    FieldValue.delete(),
    'totalDistance',
    FieldValue.increment(-distance),
  );
}
