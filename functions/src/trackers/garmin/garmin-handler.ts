/**
 * Garmin's inbox handler (docs/trackers-fitbit-garmin.md, "Garmin"; garmin-import.ts). A pushed
 * summary came with the push (taken at our registered URL and matched by Garmin user id by the
 * webhook), so nothing is fetched for it:
 * - an activity is imported (key Garmin_{summaryId}) when the participant's data type is
 *   'activities';
 * - a daily is imported as the day's walk (key Garmin_daily-{YYYY-MM-DD}, replaced by later
 *   dailies of the day) when it is 'steps';
 * - a ping (a summary's place, not the summary) is pulled with her token (garmin-ping.ts);
 * - a deregistration forgets the connection as a disconnect does, without calling Garmin (the
 *   registration is gone there already);
 * - a permission change marks the link as needing reconnecting, or normal again
 *   (garmin-permissions.ts); while activity access is withdrawn nothing is imported.
 * Events about a Garmin user no participant owns, or an earlier connection, are ignored.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { clearConnection } from '../connection';
import type { HandlerResult, InboxEvent } from '../inbox';
import { ownerOf, readTokens } from '../token-store';
import { importSummary } from './garmin-import';
import { applyPermissionChange } from './garmin-permissions';
import { pulled } from './garmin-ping';
import { PING } from './garmin-push';

export const garminHandler = {
  async process(db: Firestore, event: InboxEvent): Promise<HandlerResult> {
    const uid = await ownerOf(db, 'garmin', event.ownerId);
    if (!uid) return 'ignored';
    const tokens = await readTokens(db, uid, 'garmin');
    if (!tokens || tokens.garminUserId !== event.ownerId) return 'ignored';
    if (event.kind === 'deauthorize')
      return (await clearConnection(db, uid, 'garmin', event.ownerId)) ? 'done' : 'ignored';
    if (event.kind === 'permissions') return applyPermissionChange(db, uid, event);
    if ((event.kind === 'activity' || event.kind === 'daily') && event.objectId === PING)
      return pulled(db, uid, tokens, event);
    if (event.kind === 'activity' || event.kind === 'daily')
      return importSummary(db, uid, tokens, { ...event, kind: event.kind });
    return 'ignored';
  },
};
