/**
 * Trigger: users/{uid} was written and her leaderboard name changed (account page; docs/standings.md,
 * "Names on the leaderboard"). Copies the choice onto each of her racer rows
 * races/{legId}/subscribedUsers/{uid} (server-written; the owner's rules never allow that
 * field), and the row's own triggers do the rest as for any write of the row: the standings
 * row and the debounced board rebuild (onStandingsRowWritten), the team document's member
 * summary (onActivityWritten). One write per leg, so a change costs what an activity costs,
 * and a burst of changes and activities on a leg still costs one board rebuild per round.
 * Her referral link follows too (referral-link-store.ts): hidden, a link with her name becomes
 * a neutral one; otherwise its name is her name as she now shows it.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { leaderboardNameCopy, rowHasChoice } from './leaderboard-name-copy';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';
import { rowPath, userPath } from '../shared/paths';
import { parseLeaderboardName } from '../../../src/contract/leaderboard-name';
import { followReferralLink } from '../referrals/referral-link-store';

// Retried (trigger-retry.ts): each row gets the choice as the user document holds it now (read
// in the transaction), so a late or replayed event never puts back an older choice.
export const onLeaderboardNameChanged = onDocumentWritten(
  { document: 'users/{uid}', retry: true },
  reportedTrigger('onLeaderboardNameChanged', async (event) => {
    if (droppedAsTooOld('onLeaderboardNameChanged', event, RETRY_CUTOFF_MS.derived)) return;
    const { uid } = event.params;
    const copy = leaderboardNameCopy(event.data?.before.data(), event.data?.after.data());
    if (!copy) return;
    const db = getFirestore();
    await Promise.all(
      copy.legIds.map((legId) =>
        db.runTransaction(async (tx) => {
          const userRef = db.doc(userPath(uid));
          const rowRef = db.doc(rowPath(legId, uid));
          const [user, row] = await Promise.all([tx.get(userRef), tx.get(rowRef)]);
          const choice = parseLeaderboardName(user.data()?.leaderboardName);
          // No row (provisioning writes it with the choice), or already there: nothing to write.
          if (!row.exists || rowHasChoice(row.data(), choice)) return;
          tx.update(rowRef, { leaderboardName: choice });
        }),
      ),
    );
    const reissued = await db.runTransaction(async (tx) =>
      followReferralLink(db, tx, uid, await tx.get(db.doc(userPath(uid)))),
    );
    // Every candidate id taken (never seen): thrown, so the event is retried.
    if (reissued === 'noFreeId') throw new Error('referral link not reissued: no free id');
  }),
);
