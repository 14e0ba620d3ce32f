/**
 * The board's ranked pages (docs/standings.md, "The whole list, in pages"): written with the
 * board, from the same shard rows, so the leaderboard reads the pages a scroll reaches instead of
 * every shard. Only the pages whose content changed are written: each page's hash is kept in
 * races/{legId}/standingsState/rankPages (server-only), so an activity rewrites the pages between
 * the racer's old place and her new one, not the whole list. Pages past the list's end are
 * deleted. The Firestore instance is passed in (see standings-store.ts).
 */
import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  buildRankPages,
  RANK_INDEX_ID,
  RANK_PAGE_ROWS,
  rankIndexDoc,
  rankPagesPath,
} from '../../../src/contract/standings-pages';
import type { StandingRow } from '../../../src/contract/standing-row';
import { writeInBatches } from './batched-writes';

export const rankPagesStatePath = (legId: string) => `races/${legId}/standingsState/rankPages`;

const hashOf = (data: Readonly<Record<string, unknown>>): string =>
  createHash('sha256').update(JSON.stringify(data)).digest('base64').slice(0, 22);

/**
 * Writes the leg's pages and their index from `rows` (the shards' rows, as the board was built
 * from), as of Toronto's `day`; answers how many documents it wrote and deleted.
 */
export async function writeRankPages(
  db: Firestore,
  legId: string,
  rows: readonly StandingRow[],
  day: string,
  size: number = RANK_PAGE_ROWS,
): Promise<{ written: number; deleted: number }> {
  const { index, pages } = buildRankPages(rows, day, size);
  const stateRef = db.doc(rankPagesStatePath(legId));
  const before = (await stateRef.get()).data()?.hashes as Record<string, string> | undefined;
  const hashes: Record<string, string> = {};
  const writes: { ref: DocumentReference; data: Record<string, unknown> | null }[] = [];
  const put = (id: string, data: Record<string, unknown>) => {
    hashes[id] = hashOf(data);
    if (before?.[id] !== hashes[id])
      writes.push({ ref: db.doc(`${rankPagesPath(legId)}/${id}`), data });
  };
  for (const [id, page] of pages) put(id, { ...page });
  // The index after the pages it names: a reader that sees it finds them written.
  put(RANK_INDEX_ID, rankIndexDoc(index));
  const gone = Object.keys(before ?? {}).filter((id) => !(id in hashes));
  for (const id of gone) writes.push({ ref: db.doc(`${rankPagesPath(legId)}/${id}`), data: null });
  await writeInBatches(db, writes);
  await stateRef.set({ hashes });
  return { written: writes.length - gone.length, deleted: gone.length };
}
