/**
 * Runs a return page's exchange once (docs/product.md §P2 Tracker return pages). A provider's code is
 * single-use: a second call with it fails, and React StrictMode runs effects twice (a remount
 * runs them again). So each exchange is started once per key for the page's lifetime and every
 * mount listens to that one promise; Retry starts a new attempt. A failure is logged once
 * (docs/product.md §P8) and shown by the page.
 */
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import type { ExchangeState } from '../logic/exchange-state';

const started = new Map<string, Promise<unknown>>();

function startOnce<T>(id: string, run: () => Promise<T>): Promise<T> {
  let promise = started.get(id) as Promise<T> | undefined;
  if (!promise) {
    promise = run();
    promise.catch((error: unknown) =>
      reportError(error, { action: 'trackerExchange', exchange: id }),
    );
    started.set(id, promise);
  }
  return promise;
}

interface Tracked<T> {
  readonly id: string;
  readonly state: ExchangeState<T>;
}

/**
 * `key` names the exchange (provider and code) and is null until the page decides to call;
 * once it is set the page must keep it (the user document changing must not cancel the call).
 * `run` makes the call.
 */
export function useExchangeOnce<T>(
  key: string | null,
  run: () => Promise<T>,
): { readonly exchange: ExchangeState<T>; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [tracked, setTracked] = useState<Tracked<T> | null>(null);
  const id = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    startOnce(id, run).then(
      (value) => {
        if (active) setTracked({ id, state: { state: 'done', value } });
      },
      (error: unknown) => {
        if (active) setTracked({ id, state: { state: 'failed', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [id, run]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until this attempt's promise settles it is pending; no key, nothing asked yet.
  const exchange: ExchangeState<T> =
    id === null ? { state: 'idle' } : tracked?.id === id ? tracked.state : { state: 'pending' };
  return { exchange, retry };
}

/** The key latched: set the first time `start` is true, kept afterwards (the user document may change meanwhile). */
export function useLatchedKey(start: boolean, key: string): string | null {
  const [latched, setLatched] = useState<string | null>(null);
  if (start && latched === null) setLatched(key);
  return start && latched === null ? key : latched;
}
