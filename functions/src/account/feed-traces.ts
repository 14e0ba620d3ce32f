/**
 * Where she is in her teams' feeds (docs/product.md, "Team feed"): her items, and the items she
 * cheered. A cheer is `feed/{itemId}/cheers/{uid}` with no field naming her, so her cheers are
 * found by reading the feed's item ids a page at a time and asking for her cheer under each.
 * Read by "Download my data" (export-my-data.ts) and removed by "Delete my account"
 * (feed-deletion.ts).
 */
import type {
  CollectionReference,
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/** Items read per page when looking for her cheers on a team's feed. */
const PAGE = 300;

export const ownFeedItems = (feed: CollectionReference, uid: string) =>
  feed.where('uid', '==', uid).get();

/** Her cheers on a feed's items, as documents (each under its item). */
export async function cheersBy(
  db: Firestore,
  feed: CollectionReference,
  uid: string,
): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = feed.orderBy('__name__').select().limit(PAGE);
    if (last) page = page.startAfter(last);
    const items = (await page.get()).docs;
    if (items.length === 0) return found;
    last = items[items.length - 1];
    const cheers = await db.getAll(...items.map((item) => item.ref.collection('cheers').doc(uid)));
    found.push(...cheers.filter((cheer) => cheer.exists));
    if (items.length < PAGE) return found;
  }
}
