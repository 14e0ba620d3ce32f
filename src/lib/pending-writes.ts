/**
 * The participant's writes made on this page that the server has not acknowledged yet (a
 * manual activity logged or deleted with no network: docs/product.md §P3, the log works offline). Signing
 * out first says how many are waiting (a shared computer keeps nothing of hers, but nothing
 * she entered is lost silently). Writes left in the cache's queue by an earlier page are not
 * counted here: lib/local-data.ts asks Firestore whether any are left.
 */
let waiting = 0;

/** Counts `saved` until it settles (acknowledged, or refused: either way no longer waiting). */
export function trackPendingWrite(saved: Promise<unknown>): void {
  waiting += 1;
  const settled = () => {
    waiting -= 1;
  };
  saved.then(settled, settled);
}

export function pendingWriteCount(): number {
  return waiting;
}
