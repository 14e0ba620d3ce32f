/**
 * The one way the app logs an error it does not show: to the console and, when
 * Sentry is configured, to Sentry. Never swallow an error silently.
 */
type ErrorSink = (error: unknown, context?: Record<string, unknown>) => void;

let sink: ErrorSink | null = null;

export function setErrorSink(next: ErrorSink | null) {
  sink = next;
}

export function reportError(error: unknown, context?: Record<string, unknown>) {
  console.error(error, context ?? '');
  sink?.(error, context);
}
