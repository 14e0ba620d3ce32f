/**
 * The Google Health API stand-in's state (emulator only, server-only paths: firestore.rules
 * denies every client): local_provider/fitbit {failNext} and its subcollections exercises (the
 * data points of the Fitbit users, who are those who granted access at the stand-in's Google:
 * google-stand-in-store.ts) and deliveries (the notifications sent to our webhook, for a replay).
 */
import { randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const ROOT = 'local_provider/fitbit';

/** One exercise data point as the stand-in keeps it (the API answers it in Google's shape). */
export interface StandInExercise {
  readonly id: string;
  readonly healthUserId: string;
  readonly exerciseType: string;
  readonly startMs: number;
  /** Her offset from UTC at the start, in seconds (the stand-in's zones: Toronto and others). */
  readonly offsetSeconds: number;
  readonly distanceMillimeters: number;
  readonly activeSeconds: number;
}

export const healthCol = (db: Firestore, name: 'exercises' | 'deliveries') =>
  db.collection(`${ROOT}/${name}`);

/** A data point id: a long number, as Google's look. */
export function newExerciseId(): string {
  return String(randomInt(10 ** 12, 10 ** 14 - 1));
}

/** The data point as users.dataTypes.dataPoints answers it. */
export function exercisePoint(e: StandInExercise): Record<string, unknown> {
  const end = e.startMs + e.activeSeconds * 1000;
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
  return {
    name: `users/${e.healthUserId}/dataTypes/exercise/dataPoints/${e.id}`,
    exercise: {
      interval: {
        startTime: iso(e.startMs),
        startUtcOffset: `${e.offsetSeconds}s`,
        endTime: iso(end),
        endUtcOffset: `${e.offsetSeconds}s`,
      },
      exerciseType: e.exerciseType,
      activeDuration: `${e.activeSeconds}s`,
      // int64 fields are strings in JSON.
      metricsSummary: { distanceMillimeters: String(e.distanceMillimeters) },
    },
  };
}

/** Her civil (local) start, 'YYYY-MM-DDTHH:MM:SS': what the list filter compares. */
export function civilStart(e: Pick<StandInExercise, 'startMs' | 'offsetSeconds'>): string {
  return new Date(e.startMs + e.offsetSeconds * 1000).toISOString().slice(0, 19);
}

export interface Fault {
  readonly status: number;
  readonly retryAfterSeconds: number | null;
}

/**
 * The test hook local_provider/fitbit.failNext {status, count, retryAfterSeconds?}: the next
 * `count` Health API calls answer `status`.
 */
export async function nextFault(db: Firestore): Promise<Fault | null> {
  const root = db.doc(ROOT);
  return db.runTransaction(async (tx) => {
    const hook = (await tx.get(root)).get('failNext') as Record<string, unknown> | undefined;
    const left = Number(hook?.count ?? 0);
    const status = Number(hook?.status ?? 0);
    if (!(left > 0) || !(status >= 400)) return null;
    tx.set(root, { failNext: { ...hook, count: left - 1 } }, { merge: true });
    const after = hook?.retryAfterSeconds;
    return { status, retryAfterSeconds: typeof after === 'number' ? after : null };
  });
}
