/**
 * One Garmin summary into her rows (docs/trackers-fitbit-garmin.md, "Garmin";
 * garmin-activity.ts), pushed or pulled for a ping: an activity when her data type is
 * 'activities', a daily (the day's walk) when it is 'steps'; nothing while activity access is
 * withdrawn (garmin-permissions.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { changedAnything, importActivity } from '../import-activity';
import type { GarminTokens } from '../token-store';
import {
  dailyCounts,
  fromActivitySummary,
  fromDailySummary,
  garminDataType,
} from './garmin-activity';
import { userPath } from '../../shared/paths';

/** A summary as Garmin delivered it (pushed, or pulled for a ping). */
export interface GarminSummary {
  readonly kind: 'activity' | 'daily';
  /** summaryId (activity), calendarDate (daily). */
  readonly objectId: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

export async function importSummary(
  db: Firestore,
  uid: string,
  tokens: GarminTokens,
  { kind, objectId, payload }: GarminSummary,
): Promise<'done' | 'ignored'> {
  const type = garminDataType((await db.doc(userPath(uid)).get()).data());
  if (tokens.activityWithdrawn) return 'ignored';
  if (kind === 'activity') {
    if (type !== 'activities') return 'ignored';
    const activity = fromActivitySummary(payload);
    if (!activity || activity.id !== objectId) return 'ignored';
    const result = await importActivity(db, uid, activity, tokens.connectedAtMs);
    logger.info('Garmin activity imported', { uid, summaryId: activity.id, ...result });
    return changedAnything(result) ? 'done' : 'ignored';
  }
  if (type !== 'steps') return 'ignored';
  const activity = fromDailySummary(payload);
  if (!activity || !dailyCounts(objectId, payload.startTimeOffsetInSeconds, tokens.connectedAtMs))
    return 'ignored';
  // The day counts whole (dailyCounts), though its noon may be before the connection.
  const result = await importActivity(
    db,
    uid,
    activity,
    Math.min(tokens.connectedAtMs, activity.startMs),
  );
  logger.info('Garmin daily imported', { uid, day: objectId, ...result });
  return changedAnything(result) ? 'done' : 'ignored';
}
