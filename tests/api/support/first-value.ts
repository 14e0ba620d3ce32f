/** The first value (or the error) of an api module's live source (a Subscribe), then it stops listening. */
import type { Subscribe } from '../../../src/lib/use-subscription';

export function firstValue<T>(subscribe: Subscribe<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop: (() => void) | null = null;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      // The first callback can come before subscribe() has returned its stop function.
      queueMicrotask(() => stop?.());
    };
    stop = subscribe(
      (value) => settle(() => resolve(value)),
      (error) => settle(() => reject(error)),
    );
    if (settled) stop();
  });
}
