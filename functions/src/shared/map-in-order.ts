/**
 * `fn` over `items`, at most `limit` at a time, the results in the items' order. For sweeps
 * over many independent documents (the reconciliation sweep's legs): one after another, each
 * waits out every read's round trip; all at once, a thousand legs would open a thousand reads.
 * A rejection rejects the whole, as `Promise.all` does; items not yet started then never start.
 */
export async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be 1 or more: ${limit}`);
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
