/**
 * The team feed's live page (docs/product.md, "Team feed"): her team's items, newest first,
 * those of teammates who show themselves only (`hidden == false`, which firestore.rules
 * requires of the query), at most `limit` of them; one more is asked for to know whether
 * "Show more" has anything to show. Loaded with the feed's own chunk, after the dashboard's
 * first paint (components/team-feed-loader.tsx).
 */
import { useMemo } from 'react';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { useSubscription, type LiveQuery, type Subscribe } from '../../../lib/use-subscription';
import {
  FEED_QUERY_LIMIT,
  feedPath,
  parseFeedItem,
  type FeedItem,
} from '../../../contract/docs/team-feed';

const feedItemConverter = readOnlyConverter('a team feed item', (data, id) =>
  parseFeedItem(id, data),
);

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
          collection(db, feedPath(legId, teamName)).withConverter(feedItemConverter),
          where('hidden', '==', false),
          orderBy('createdAt', 'desc'),
          limit(size + 1),
        ),
        (snap) => {
          const items = snap.docs.map((d) => d.data());
          next({ items: items.slice(0, size), more: items.length > size });
        },
        fail,
      ),
    [legId, teamName, size],
  );
  return useSubscription(subscribe);
}
