/**
 * Reads a query in bounded pages (the reconciliation sweep never reads a collection at once):
 * at most `maxPages` pages of `pageSize` documents, each handed to `onPage` before the next is
 * read. Says whether it stopped at the bound with documents left (the run records it).
 */
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface PageBounds {
  readonly pageSize: number;
  readonly maxPages: number;
}

export const DEFAULT_PAGES: PageBounds = { pageSize: 300, maxPages: 200 };

export async function forEachPage(
  query: Query,
  bounds: PageBounds,
  onPage: (docs: readonly QueryDocumentSnapshot[]) => Promise<void>,
): Promise<{ read: number; truncated: boolean }> {
  let cursor: QueryDocumentSnapshot | undefined;
  let read = 0;
  for (let page = 0; page < bounds.maxPages; page += 1) {
    const snap = await (cursor ? query.startAfter(cursor) : query).limit(bounds.pageSize).get();
    read += snap.size;
    if (snap.size > 0) await onPage(snap.docs);
    if (snap.size < bounds.pageSize) return { read, truncated: false };
    cursor = snap.docs[snap.docs.length - 1];
  }
  return { read, truncated: true };
}
