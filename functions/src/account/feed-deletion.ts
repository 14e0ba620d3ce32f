/**
 * Her part of her teams' feeds, when her account is deleted (docs/data-model.md, "What deleting
 * an account removes"; docs/product.md, "Team feed"): her items (milestones, finish, arrival,
 * her notes as captain) with the cheers on them, her cheers on her teammates' items (each
 * count down once), and the reports that name her: those she filed and those that quote a note
 * of hers (feed_reports). Rerunnable, as every deletion step is: a cheer counts down only in
 * the transaction that deletes it, so a second run finds nothing left to take back.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { feedPath } from '../../../src/contract/docs/team-feed';
import { cheersBy, ownFeedItems } from './feed-traces';

export interface FeedTeam {
  readonly legId: string;
  readonly teamName: string;
}

export async function deleteFeedTraces(
  db: Firestore,
  uid: string,
  teams: readonly FeedTeam[],
): Promise<void> {
  for (const { legId, teamName } of teams) {
    const feed = db.collection(feedPath(legId, teamName));
    for (const item of (await ownFeedItems(feed, uid)).docs) await db.recursiveDelete(item.ref);
    for (const cheer of await cheersBy(db, feed, uid)) {
      const itemRef = cheer.ref.parent.parent!;
      await db.runTransaction(async (tx) => {
        const [mine, item] = await Promise.all([tx.get(cheer.ref), tx.get(itemRef)]);
        if (!mine.exists) return;
        tx.delete(cheer.ref);
        if (item.exists)
          tx.update(itemRef, { cheers: Math.max(0, Number(item.get('cheers') ?? 0) - 1 || 0) });
      });
    }
  }
  for (const field of ['reportedBy', 'noteUid'])
    for (const report of (await db.collection('feed_reports').where(field, '==', uid).get()).docs)
      await report.ref.delete();
}
