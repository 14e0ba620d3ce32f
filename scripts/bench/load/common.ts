/**
 * Shared pieces of the load benchmark (scripts/bench-load.mjs, docs/reliability.md): bounded
 * concurrency, bounded waits, percentiles, the emulators' addresses. Every loop here has a
 * count and a deadline: a benchmark that hangs on a stuck trigger reports it instead.
 */
import { FUNCTIONS_ORIGIN, PROJECT_ID } from '../../../tests/integration/support/emulators';

export { FUNCTIONS_ORIGIN, PROJECT_ID };

/**
 * Requests in flight at once (`--concurrency`, default 4). The Functions emulator runs each
 * concurrent request of a function in a worker process of its own, each loading the whole
 * bundle: on 2 busy cores a few dozen at once fail to load ("Failed to load function").
 * Production instances take 80 requests each (v2 concurrency).
 */
export const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 4);

/** One line of the printed table. */
export interface Result {
  readonly scenario: string;
  readonly size: string;
  readonly ok: boolean;
  readonly figures: string;
}

/** Runs `work` over `items`, at most `limit` at a time; results in order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Polls `probe` every `everyMs` until it answers a value, or throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  everyMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the emulator-only reconciliation sweep; its report. */
export async function reconcile(): Promise<{
  repaired: Record<string, number>;
  forOrganiser: number;
}> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localReconcile`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`localReconcile answered ${response.status}`);
  return (await response.json()) as { repaired: Record<string, number>; forOrganiser: number };
}

/** Runs the tracker inbox's due retries now (?now= an hour on: every backoff has passed). */
export async function inboxSweep(): Promise<number> {
  const now = Date.now() + 60 * 60 * 1000;
  const response = await fetch(
    `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/sweep?now=${now}`,
    { method: 'POST' },
  );
  if (!response.ok) throw new Error(`the inbox sweep answered ${response.status}`);
  return ((await response.json()) as { processed: number }).processed;
}
