/**
 * The team feed's live page (docs/product.md, "Team feed"): her team's items, newest first,
 * those of teammates who show themselves only (`hidden == false`, which firestore.rules
 * requires of the query), at most `limit` of them; one more is asked for to know whether
 * "Show more" has anything to show. Cheers: her own (live), who cheered her items (live), and
 * the cheerFeedItem callable. Notes: the captain posts and deletes hers; a member reports one.
 * Loaded with the feed's own chunk, after the dashboard's first paint
 * (components/team-feed/team-feed-loader.tsx).
 */
import { useMemo } from 'react';
import {
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import type {
  CheerFeedItemRequest,
  CheerFeedItemResponse,
} from '../../../contract/callables/cheer-feed-item';
import { db } from '../../../lib/firestore';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import {
  FEED_QUERY_LIMIT,
  feedPath,
  noteReportId,
  parseCheer,
  parseFeedItem,
  type Cheer,
  type FeedItem,
} from '../../../contract/docs/team-feed';

// Snapshots are parsed by the contract's parsers here rather than through a converter: the
// converter module lives in the dashboard's first-load chunk, and sharing it would split that
// chunk (docs/performance.md).

export interface FeedPage {
  readonly items: readonly FeedItem[];
  /** More items than this page holds. */
  readonly more: boolean;
}

export function useTeamFeed(legId: string, teamName: string, wanted: number): LiveQuery<FeedPage> {
  const size = Math.min(wanted, FEED_QUERY_LIMIT - 1);
  const subscribe = useMemo<Subscribe<FeedPage>>(
    () => (next, fail) =>
      onSnapshot(
        query(
          collection(db, feedPath(legId, teamName)),
          where('hidden', '==', false),
          orderBy('createdAt', 'desc'),
          limit(size + 1),
        ),
        (snap) => {
          const items = snap.docs.map((d) => parseFeedItem(d.id, d.data()));
          next({ items: items.slice(0, size), more: items.length > size });
        },
        fail,
      ),
    [legId, teamName, size],
  );
  return useSubscription(subscribe);
}

const itemPath = (legId: string, teamName: string, itemId: string) =>
  `${feedPath(legId, teamName)}/${itemId}`;

/** Whether she cheers this item now (her own cheer document, live). */
export function useMyCheer(
  legId: string,
  teamName: string,
  itemId: string,
  uid: string,
): LiveQuery<boolean> {
  const subscribe = useMemo<Subscribe<boolean>>(
    () => (next, fail) =>
      onSnapshot(
        doc(db, itemPath(legId, teamName, itemId), 'cheers', uid),
        (snap) => next(snap.exists()),
        fail,
      ),
    [legId, teamName, itemId, uid],
  );
  return useSubscription(subscribe);
}

/** Who cheered one of her own items (the rules let her alone list them), live. */
export function useCheers(
  legId: string,
  teamName: string,
  itemId: string,
): LiveQuery<readonly Cheer[]> {
  const subscribe = useMemo<Subscribe<readonly Cheer[]>>(
    () => (next, fail) =>
      onSnapshot(
        query(collection(db, itemPath(legId, teamName, itemId), 'cheers'), limit(FEED_QUERY_LIMIT)),
        (snap) => next(snap.docs.map((d) => parseCheer(d.id, d.data()))),
        fail,
      ),
    [legId, teamName, itemId],
  );
  return useSubscription(subscribe);
}

/**
 * Cheers a teammate's item, or takes her cheer back (the server's transaction: the count stays
 * exact). The Functions SDK and the callable's contract are fetched on the first cheer, not with the feed, so nothing the
 * dashboard loads after its first paint grows with it (docs/performance.md).
 */
export async function cheerFeedItem(request: CheerFeedItemRequest): Promise<CheerFeedItemResponse> {
  const [{ callable }, { CHEER_FEED_ITEM }] = await Promise.all([
    import('../../../lib/functions'),
    import('../../../contract/callables/cheer-feed-item'),
  ]);
  const result = await callable<CheerFeedItemRequest, CheerFeedItemResponse>(CHEER_FEED_ITEM.name)(
    request,
  );
  return result.data;
}

/** The captain posts a note (firestore.rules checks she is the captain and the text's bounds). */
export async function postNote(
  legId: string,
  teamName: string,
  uid: string,
  text: string,
  hidden: boolean,
): Promise<void> {
  // A new id of the SDK's (20 letters and digits, the form the rules ask of a note).
  const ref = doc(collection(db, feedPath(legId, teamName)));
  await setDoc(ref, {
    kind: 'note',
    uid,
    name: '',
    text: text.trim(),
    hidden,
    cheers: 0,
    createdAt: serverTimestamp(),
  });
}

/** She deletes her note. */
export async function deleteNote(legId: string, teamName: string, noteId: string): Promise<void> {
  await deleteDoc(doc(db, itemPath(legId, teamName, noteId)));
}

/**
 * A member reports a note: feed_reports/{noteId}__{uid} for the organisers' console, quoting the
 * note (docs/data-model.md); the note is hidden from her feed from then on (useMyReports).
 */
export async function reportNote(
  legId: string,
  teamName: string,
  note: FeedItem,
  uid: string,
): Promise<void> {
  await setDoc(doc(db, 'feed_reports', noteReportId(note.id, uid)), {
    legId,
    teamName,
    noteId: note.id,
    noteUid: note.uid,
    text: note.text,
    reportedBy: uid,
    reportedAt: serverTimestamp(),
  });
}

/** The notes of this team she reported (their ids), live. */
export function useMyReports(
  legId: string,
  teamName: string,
  uid: string,
): LiveQuery<ReadonlySet<string>> {
  const subscribe = useMemo<Subscribe<ReadonlySet<string>>>(
    () => (next, fail) =>
      onSnapshot(
        query(
          collection(db, 'feed_reports'),
          where('reportedBy', '==', uid),
          where('legId', '==', legId),
          where('teamName', '==', teamName),
          limit(FEED_QUERY_LIMIT),
        ),
        (snap) => next(new Set(snap.docs.map((d) => String(d.get('noteId'))))),
        fail,
      ),
    [legId, teamName, uid],
  );
  return useSubscription(subscribe);
}
