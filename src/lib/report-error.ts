/**
 * The one way the app logs an error it does not show: to the console and, when
 * Sentry is configured, to Sentry. Never swallow an error silently.
 *
 * Sentry loads after the page (main.tsx), so the first paint never waits for it: from start-up
 * until it is in, errors wait in a short queue (`holdErrorsForSink`) and reach it once it is set.
 */
type ErrorSink = (error: unknown, context?: Record<string, unknown>) => void;

/** Errors kept while the sink loads; beyond this the oldest go (the console still has them). */
export const HELD_ERRORS_LIMIT = 20;

let sink: ErrorSink | null = null;
let held: [unknown, Record<string, unknown> | undefined][] | null = null;

/** Keep errors from now until `setErrorSink` (a DSN is configured and Sentry is on its way). */
export function holdErrorsForSink() {
  held ??= [];
}

export function setErrorSink(next: ErrorSink | null) {
  sink = next;
  const waiting = held ?? [];
  held = null;
  if (next) for (const [error, context] of waiting) next(error, context);
}

export function reportError(error: unknown, context?: Record<string, unknown>) {
  console.error(error, context ?? '');
  if (sink) sink(error, context);
  else if (held) {
    held.push([error, context]);
    if (held.length > HELD_ERRORS_LIMIT) held.shift();
  }
}
