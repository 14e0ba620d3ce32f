/**
 * Callable cheerFeedItem {legId, teamName, itemId} → {cheered, cheers} (docs/product.md, "Team
 * feed"; contract: src/contract/callables/cheer-feed-item.ts). One transaction reads her
 * registration (she is on the team), the item (shown, not hers) and her cheer, then writes her
 * cheer or deletes it and moves the item's count by one: Firestore runs contending transactions
 * one after the other, so 20 teammates cheering at once leave exactly 20 (docs/security.md item
 * 80; tests/integration/team-feed-cheers.test.ts). A callable rather than a client write and a
 * trigger: the count is right when the answer comes back, and a retried trigger could never count
 * a cheer twice because there is none.
 */
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  CHEER_FEED_ITEM,
  CHEER_FEED_ITEM_REFUSAL_TEXTS,
  type CheerFeedItemResponse,
} from '../../../src/contract/callables/cheer-feed-item';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { feedPath } from '../../../src/contract/docs/team-feed';
import { nameAsShown, parseLeaderboardName } from '../../../src/contract/leaderboard-name';
import { callableFunction, refusalError } from '../shared/callable';
import { rowPath, userPath } from '../shared/paths';
import { pushToDevices } from '../push/send-push';
import { pushSecrets } from '../push/vapid';

/** Contending cheers on one item wait their turn; the SDK's default of 5 attempts is too few for a burst. */
const MAX_ATTEMPTS = 30;

export const cheerFeedItem = callableFunction(
  CHEER_FEED_ITEM,
  async ({ legId, teamName, itemId }, { uid }): Promise<CheerFeedItemResponse> => {
    const db = getFirestore();
    const itemRef = db.doc(`${feedPath(legId, teamName)}/${itemId}`);
    const cheerRef = itemRef.collection('cheers').doc(uid);
    // Set by the attempt that commits (a retried attempt sets it again).
    let cheered = null as { readonly owner: string; readonly name: string } | null;
    const answer = await db.runTransaction(
      async (tx) => {
        const [user, row, item, cheer] = await Promise.all([
          tx.get(db.doc(userPath(uid))),
          tx.get(db.doc(rowPath(legId, uid))),
          tx.get(itemRef),
          tx.get(cheerRef),
        ]);
        if (user.get(`subscribedRaces.${legId}.teamName`) !== teamName)
          throw refusalError('permission-denied', 'notOnTeam', CHEER_FEED_ITEM_REFUSAL_TEXTS);
        if (!item.exists || item.get('hidden') !== false)
          throw refusalError('not-found', 'noSuchItem', CHEER_FEED_ITEM_REFUSAL_TEXTS);
        if (item.get('uid') === uid)
          throw refusalError('failed-precondition', 'ownItem', CHEER_FEED_ITEM_REFUSAL_TEXTS);
        const count = Math.max(0, Number(item.get('cheers') ?? 0) || 0);
        if (cheer.exists) {
          tx.delete(cheerRef);
          tx.update(itemRef, { cheers: Math.max(0, count - 1) });
          return { cheered: false, cheers: Math.max(0, count - 1) };
        }
        // Her name as she shows it on leaderboards (hidden: none), for the one she cheered.
        const { firstName, lastName } = parseRacerRow(row.data() ?? {});
        const shown = nameAsShown(
          firstName,
          lastName,
          parseLeaderboardName(row.get('leaderboardName')),
        );
        const name = [shown.firstName, shown.lastName].filter(Boolean).join(' ');
        tx.create(cheerRef, { uid, name, at: Timestamp.now() });
        cheered = { owner: String(item.get('uid')), name };
        tx.update(itemRef, { cheers: count + 1 });
        return { cheered: true, cheers: count + 1 };
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
    if (answer.cheered && cheered) await pushCheer(db, legId, itemId, uid, cheered);
    return answer;
  },
  { secrets: pushSecrets() },
);

/**
 * The push to the one cheered (docs/push.md), once per cheerer and item on each of her devices
 * (a cheer taken back and given again sends nothing more). The cheer stands whatever the push
 * service answers: a failure is logged, not the cheerer's to see.
 */
async function pushCheer(
  db: Firestore,
  legId: string,
  itemId: string,
  cheererUid: string,
  { owner, name }: { readonly owner: string; readonly name: string },
) {
  try {
    await pushToDevices(db, owner, `cheer__${legId}__${itemId}__${cheererUid}`, () => ({
      kind: 'cheer',
      legId,
      cheererName: name,
    }));
  } catch (error) {
    logger.error('Cheer push not sent', { legId, itemId, error: String(error) });
  }
}
