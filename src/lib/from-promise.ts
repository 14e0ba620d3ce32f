import type { Subscribe } from './use-subscription';

/** A one-shot read as a Subscribe, so promise-based reads share the house data-hook shape. */
export function fromPromise<T>(load: () => Promise<T>): Subscribe<T> {
  return (next, fail) => {
    let active = true;
    load().then(
      (data) => {
        if (active) next(data);
      },
      (error: unknown) => {
        if (active) fail(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      active = false;
    };
  };
}
