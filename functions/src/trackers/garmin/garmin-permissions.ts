/**
 * Garmin's user permission change (docs/trackers-fitbit-garmin.md, "Garmin"): she may take
 * activity access (ACTIVITY_EXPORT) away from our app in Garmin Connect, and give it back,
 * without deregistering. Taken away: her link needs reconnecting (`activityWithdrawn` on her
 * Garmin tokens, nothing imports) and she hears of it once (the tracker-trouble e-mail, sent by
 * process-event.ts for a change that was 'done'); given back: the link is normal again.
 * A change that changes nothing (a replay, or the same state twice) is 'ignored'.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { InboxEvent } from '../inbox';
import { readTokens, tokensRef } from '../token-store';

export async function applyPermissionChange(
  db: Firestore,
  uid: string,
  event: InboxEvent,
): Promise<'done' | 'ignored'> {
  const withdrawn = event.aspect === 'delete';
  return db.runTransaction(async (tx) => {
    const tokens = await readTokens(db, uid, 'garmin', tx);
    if (!tokens || tokens.garminUserId !== event.ownerId) return 'ignored';
    if (Boolean(tokens.activityWithdrawn) === withdrawn) return 'ignored';
    tx.update(tokensRef(db, uid), { 'garmin.activityWithdrawn': withdrawn });
    return 'done';
  });
}
