/**
 * Writes of many standings documents (docs/standings.md, "Rebuilds and re-shards"): batches kept
 * under Firestore's request limits (500 writes, 4 MiB), for the rebuild's shards and the board's
 * ranked pages. A document's size is counted from its packed `rows`, the bulk of it.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** A batch's shards stay under this, well below the 4 MiB request limit. */
const BATCH_BYTES = 3 * 1024 * 1024;
/** Firestore allows 500 writes a batch. */
const BATCH_WRITES = 400;

/** Writes documents in batches kept under the request limits. */
export async function writeInBatches(
  db: Firestore,
  writes: readonly { ref: DocumentReference; data: Record<string, unknown> | null }[],
  progress: (message: string) => void = () => {},
) {
  let batch = db.batch();
  let bytes = 0;
  let count = 0;
  let done = 0;
  const commit = async () => {
    if (count === 0) return;
    await batch.commit();
    done += count;
    progress(`wrote ${done} of ${writes.length} documents`);
    batch = db.batch();
    bytes = 0;
    count = 0;
  };
  for (const { ref, data } of writes) {
    const size = data ? String(data.rows ?? '').length + 200 : 100;
    if (count >= BATCH_WRITES || (count > 0 && bytes + size > BATCH_BYTES)) await commit();
    if (data) batch.set(ref, data);
    else batch.delete(ref);
    bytes += size;
    count += 1;
  }
  await commit();
}
