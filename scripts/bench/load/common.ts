/**
 * Shared pieces of the load benchmark (scripts/bench-load.mjs, docs/reliability.md): bounded
 * concurrency, bounded waits, percentiles, the emulators' addresses. Every loop here has a
 * count and a deadline: a benchmark that hangs on a stuck trigger reports it instead.
 */
import type { Firestore } from 'firebase-admin/firestore';
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

/**
 * Runs `work` over `items`, at most `limit` at a time; results in order. On the first failure
 * no new item starts, and the failure is thrown once those in flight have ended: a stopped
 * scenario leaves nothing running into the next one.
 */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const i = next++;
      try {
        results[i] = await work(items[i] as T, i);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const ended = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
  const failure = ended.find((e) => e.status === 'rejected');
  if (failure) throw failure.reason;
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

/**
 * How long to wait for `events` trigger runs to settle: 5 minutes, plus `perEventMs` each. The
 * emulator starts a worker process per concurrent run (each loading the whole bundle), so on 2
 * shared cores its throughput can fall to about one trigger a second; the bound grows with the
 * size so that a slow machine reports slow figures, and only a stuck trigger reports FAIL.
 */
export const settleBound = (events: number, perEventMs = 1000) => 5 * 60_000 + events * perEventMs;

/** `promise`, or an error naming `what` after `timeoutMs`. */
export async function within<T>(what: string, promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`gave up after ${timeoutMs} ms waiting for ${what}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
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

/** A sweep's bound: the emulator gives a function 60 s, and loading a cold worker can take as long again. */
const SWEEP_MS = 3 * 60_000;

/** Runs the emulator-only reconciliation sweep; its report. */
export async function reconcile(): Promise<{
  repaired: Record<string, number>;
  forOrganiser: number;
}> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localReconcile`, {
    method: 'POST',
    signal: AbortSignal.timeout(SWEEP_MS),
  });
  if (!response.ok) throw new Error(`localReconcile answered ${response.status}`);
  return (await response.json()) as { repaired: Record<string, number>; forOrganiser: number };
}

/** The tracker inbox by state: still with a trigger (pending, processing), due again, failed for good. */
export async function inboxCounts(db: Firestore) {
  const count = async (status: string[]) =>
    (await db.collection('tracker_inbox').where('status', 'in', status).count().get()).data().count;
  const [running, retry, failed] = await Promise.all([
    count(['pending', 'processing']),
    count(['retry']),
    count(['failed']),
  ]);
  return { running, retry, failed };
}

/**
 * Runs the tracker inbox's sweep (`npm run trackers:retry`; deployed, the 10-minute schedule):
 * what is due at `nowMs` (default: now, as the schedule would; an hour on makes every backoff
 * and every claim lapse at once, for a sweep after the workers were killed). Up to 10 events a
 * call, as deployed.
 */
export async function inboxSweep(nowMs = Date.now()): Promise<number> {
  const response = await fetch(
    `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/sweep?now=${nowMs}`,
    { method: 'POST', signal: AbortSignal.timeout(SWEEP_MS) },
  );
  if (!response.ok) throw new Error(`the inbox sweep answered ${response.status}`);
  return ((await response.json()) as { processed: number }).processed;
}

/** An hour on: every backoff has passed and every claim has lapsed. */
export const HOUR_ON = 60 * 60 * 1000;

/**
 * Strava's retries of webhook deliveries our webhook did not answer 200 (the stand-in's
 * POST /deliveries/redeliver: up to three attempts each, the last at least `olderThanMs` ago).
 */
export async function redeliver(olderThanMs = 90_000): Promise<{
  resent: number;
  acknowledged: number;
  waiting: number;
  gaveUp: string[];
}> {
  const response = await fetch(
    `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localProvider/strava/deliveries/redeliver?olderThanMs=${olderThanMs}`,
    { method: 'POST', signal: AbortSignal.timeout(SWEEP_MS) },
  );
  if (!response.ok) throw new Error(`the stand-in's redelivery answered ${response.status}`);
  return (await response.json()) as {
    resent: number;
    acknowledged: number;
    waiting: number;
    gaveUp: string[];
  };
}
