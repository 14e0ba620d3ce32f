/**
 * Callable cheerFeedItem {legId, teamName, itemId} → {cheered, cheers} (docs/product.md, "Team
 * feed"; contract: src/contract/callables/cheer-feed-item.ts). It checks her registration (she is
 * on the team), the item (shown, not hers) and whether she cheered it, then writes one batch: her
 * cheer created (or deleted, which must find it) with the item's count moved by one as a
 * server-side increment. The batch is atomic, and the create or delete fails when another call of
 * hers got there first, so the count moves exactly once per cheer given or taken back; no write
 * reads the count, so 20 teammates cheering at once never contend (docs/security.md item 80;
 * tests/integration/team-feed-cheers.test.ts). The answer's count is the item's after her write.
 * A callable rather than a client write and a trigger: the count is right when the answer comes
 * back, and a retried trigger could never count a cheer twice because there is none.
 */
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  CHEER_FEED_ITEM,
  CHEER_FEED_ITEM_REFUSAL_TEXTS,
  type CheerFeedItemRequest,
  type CheerFeedItemResponse,
} from '../../../src/contract/callables/cheer-feed-item';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { feedPath } from '../../../src/contract/docs/team-feed';
import { nameAsShown, parseLeaderboardName } from '../../../src/contract/leaderboard-name';
import { callableFunction, refusalError } from '../shared/callable';
import { rowPath, userPath } from '../shared/paths';
import { pushToDevices } from '../push/send-push';
import { pushSecrets } from '../push/vapid';

/** gRPC codes of a create that found the document, and of a delete's precondition that did not. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export const cheerFeedItem = callableFunction(
  CHEER_FEED_ITEM,
  (request, { uid }): Promise<CheerFeedItemResponse> => cheerAs(getFirestore(), uid, request),
  { secrets: pushSecrets() },
);

/** Her cheer given or taken back: the callable's work, after its checks of who she is. */
export async function cheerAs(
  db: Firestore,
  uid: string,
  { legId, teamName, itemId }: CheerFeedItemRequest,
): Promise<CheerFeedItemResponse> {
  const itemRef = db.doc(`${feedPath(legId, teamName)}/${itemId}`);
  const cheerRef = itemRef.collection('cheers').doc(uid);
  const [user, row, item, cheer] = await db.getAll(
    db.doc(userPath(uid)),
    db.doc(rowPath(legId, uid)),
    itemRef,
    cheerRef,
  );
  if (user!.get(`subscribedRaces.${legId}.teamName`) !== teamName)
    throw refusalError('permission-denied', 'notOnTeam', CHEER_FEED_ITEM_REFUSAL_TEXTS);
  if (!item!.exists || item!.get('hidden') !== false)
    throw refusalError('not-found', 'noSuchItem', CHEER_FEED_ITEM_REFUSAL_TEXTS);
  if (item!.get('uid') === uid)
    throw refusalError('failed-precondition', 'ownItem', CHEER_FEED_ITEM_REFUSAL_TEXTS);
  const countNow = async () => Math.max(0, Number((await itemRef.get()).get('cheers') ?? 0) || 0);

  if (cheer!.exists) {
    try {
      await db
        .batch()
        .delete(cheerRef, { exists: true })
        .update(itemRef, { cheers: FieldValue.increment(-1) })
        .commit();
    } catch (error) {
      // Taken back by another call of hers a moment ago: nothing more to take.
      if (codeOf(error) !== NOT_FOUND) throw error;
    }
    return { cheered: false, cheers: await countNow() };
  }
  // Her name as she shows it on leaderboards (hidden: none), for the one she cheered.
  const { firstName, lastName } = parseRacerRow(row!.data() ?? {});
  const shown = nameAsShown(firstName, lastName, parseLeaderboardName(row!.get('leaderboardName')));
  const name = [shown.firstName, shown.lastName].filter(Boolean).join(' ');
  try {
    await db
      .batch()
      .create(cheerRef, { uid, name, at: FieldValue.serverTimestamp() })
      .update(itemRef, { cheers: FieldValue.increment(1) })
      .commit();
  } catch (error) {
    // Cheered by another call of hers a moment ago: counted once, and pushed by that call.
    if (codeOf(error) !== ALREADY_EXISTS) throw error;
    return { cheered: true, cheers: await countNow() };
  }
  await pushCheer(db, legId, itemId, uid, { owner: String(item!.get('uid')), name });
  return { cheered: true, cheers: await countNow() };
}

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
