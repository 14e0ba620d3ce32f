/**
 * The state of a live source (a Firestore listener) as the house data-hook shape
 * (docs/house-style.md rule 4): { status, data, error }, plus retry after an error.
 * The listener is removed on unmount and whenever `subscribe` changes. No Firebase import:
 * api/ modules pass a subscribe function built on onSnapshot.
 */
import { useCallback, useEffect, useState } from 'react';

type QueryState<T> =
  | { readonly status: 'loading'; readonly data: undefined; readonly error: null }
  | { readonly status: 'error'; readonly data: undefined; readonly error: Error }
  | { readonly status: 'success'; readonly data: T; readonly error: null };

export type LiveQuery<T> = QueryState<T> & { readonly retry: () => void };

/** Starts listening; calls next on every value and fail once on a terminal error; returns the stop function. */
export type Subscribe<T> = (next: (data: T) => void, fail: (error: Error) => void) => () => void;

const LOADING = { status: 'loading', data: undefined, error: null } as const;

interface Tracked<T> {
  readonly source: Subscribe<T> | null;
  readonly attempt: number;
  readonly state: QueryState<T>;
}

/** Pass a stable `subscribe` (useMemo on its inputs); null keeps the hook loading. */
export function useSubscription<T>(subscribe: Subscribe<T> | null): LiveQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [tracked, setTracked] = useState<Tracked<T>>({
    source: subscribe,
    attempt,
    state: LOADING,
  });

  useEffect(() => {
    if (!subscribe) return undefined;
    let active = true;
    const stop = subscribe(
      (data) => {
        if (active)
          setTracked({
            source: subscribe,
            attempt,
            state: { status: 'success', data, error: null },
          });
      },
      (error) => {
        if (active)
          setTracked({
            source: subscribe,
            attempt,
            state: { status: 'error', data: undefined, error },
          });
      },
    );
    return () => {
      active = false;
      stop();
    };
  }, [subscribe, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result that belongs to another source or an earlier attempt is stale: loading again.
  const current =
    tracked.source === subscribe && tracked.attempt === attempt ? tracked.state : LOADING;
  return { ...current, retry };
}
