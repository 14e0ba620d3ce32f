/**
 * Garmin's inbox handler (docs/trackers-fitbit-garmin.md, "Garmin"; garmin-activity.ts). The
 * summary came with the push (taken at our registered URL and matched by Garmin user id by the
 * webhook), so nothing is fetched:
 * - an activity is imported (key Garmin_{summaryId}) when the participant's data type is
 *   'activities';
 * - a daily is imported as the day's walk (key Garmin_daily-{YYYY-MM-DD}, replaced by later
 *   dailies of the day) when it is 'steps';
 * - a deregistration forgets the connection as a disconnect does, without calling Garmin (the
 *   registration is gone there already);
 * - a permission change marks the link as needing reconnecting, or normal again
 *   (garmin-permissions.ts); while activity access is withdrawn nothing is imported.
 * Events about a Garmin user no participant owns, or an earlier connection, are ignored.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { clearConnection } from '../connection';
import { changedAnything, importActivity } from '../import-activity';
import type { InboxEvent } from '../inbox';
import { ownerOf, readTokens, type GarminTokens } from '../token-store';
import {
  dailyCounts,
  fromActivitySummary,
  fromDailySummary,
  garminDataType,
} from './garmin-activity';
import { userPath } from '../../shared/paths';
import { applyPermissionChange } from './garmin-permissions';

async function imported(
  db: Firestore,
  uid: string,
  tokens: GarminTokens,
  event: InboxEvent,
): Promise<'done' | 'ignored'> {
  const type = garminDataType((await db.doc(userPath(uid)).get()).data());
  if (tokens.activityWithdrawn) return 'ignored';
  if (event.kind === 'activity') {
    if (type !== 'activities') return 'ignored';
    const activity = fromActivitySummary(event.payload);
    if (!activity || activity.id !== event.objectId) return 'ignored';
    const result = await importActivity(db, uid, activity, tokens.connectedAtMs);
    logger.info('Garmin activity imported', { uid, summaryId: activity.id, ...result });
    return changedAnything(result) ? 'done' : 'ignored';
  }
  if (type !== 'steps') return 'ignored';
  const activity = fromDailySummary(event.payload);
  if (
    !activity ||
    !dailyCounts(event.objectId, event.payload.startTimeOffsetInSeconds, tokens.connectedAtMs)
  )
    return 'ignored';
  // The day counts whole (dailyCounts), though its noon may be before the connection.
  const result = await importActivity(
    db,
    uid,
    activity,
    Math.min(tokens.connectedAtMs, activity.startMs),
  );
  logger.info('Garmin daily imported', { uid, day: event.objectId, ...result });
  return changedAnything(result) ? 'done' : 'ignored';
}

export const garminHandler = {
  async process(db: Firestore, event: InboxEvent): Promise<'done' | 'ignored'> {
    const uid = await ownerOf(db, 'garmin', event.ownerId);
    if (!uid) return 'ignored';
    const tokens = await readTokens(db, uid, 'garmin');
    if (!tokens || tokens.garminUserId !== event.ownerId) return 'ignored';
    if (event.kind === 'deauthorize')
      return (await clearConnection(db, uid, 'garmin', event.ownerId)) ? 'done' : 'ignored';
    if (event.kind === 'permissions') return applyPermissionChange(db, uid, event);
    if (event.kind === 'activity' || event.kind === 'daily')
      return imported(db, uid, tokens, event);
    return 'ignored';
  },
};
