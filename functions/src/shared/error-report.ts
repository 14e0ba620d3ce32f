/**
 * The functions' errors to Sentry (docs/error-reporting.md), from the two places every callable
 * and every retried trigger goes through (callable.ts, trigger-retry.ts): each report names the
 * function and carries the release, the commit the bundle was built from.
 *
 * Only when the `SENTRY_DSN` parameter is set (functions/.env.<project>; a DSN is no secret):
 * never in the emulator suite unless a test sets it. @sentry/node is imported on the first error,
 * not at start-up, so a cold start never pays for it (it takes about a second to load here).
 * The report is flushed before the function answers or throws: Cloud Run may freeze the instance
 * right after.
 */
import type { NodeOptions } from '@sentry/node';
import { logger } from 'firebase-functions';

/**
 * The release the bundle was built from: functions/build.mjs replaces this expression with the
 * commit (scripts/lib/release.mjs); unbundled (the unit tests), the environment's value.
 */
const BUILT_RELEASE: string | undefined = process.env.SENTRY_RELEASE;

type Env = Readonly<Record<string, string | undefined>>;

/** Sentry's settings, or null when no DSN is configured (then nothing is loaded or sent). */
export function errorReportOptions(
  env: Env = process.env,
  release: string | undefined = BUILT_RELEASE,
): NodeOptions | null {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  return {
    dsn,
    release: release?.trim() || 'unknown',
    environment: env.GCLOUD_PROJECT ?? 'unknown',
    // Errors only: no tracing, no automatic instrumentation of http or Firestore.
    defaultIntegrations: false,
  };
}

type Sentry = typeof import('@sentry/node');
let loaded: Promise<Sentry> | null = null;

/** Extra options for Sentry.init (the unit test's transport); set before the first report. */
let testOptions: Partial<NodeOptions> = {};
export function setErrorReportTestOptions(options: Partial<NodeOptions>): void {
  testOptions = options;
  loaded = null;
}

function sentry(options: NodeOptions): Promise<Sentry> {
  loaded ??= import('@sentry/node').then((Sentry) => {
    Sentry.init({ ...options, ...testOptions });
    return Sentry;
  });
  return loaded;
}

/**
 * Reports `error` of the function `functionName` and waits (2 s at most) until it is sent. Never
 * throws: a report that cannot be sent is logged, and the function's own failure goes on.
 */
export async function reportFunctionError(
  functionName: string,
  error: unknown,
  context: Readonly<Record<string, unknown>> = {},
  level: 'error' | 'warning' = 'error',
): Promise<void> {
  const options = errorReportOptions();
  if (!options) return;
  try {
    const Sentry = await sentry(options);
    Sentry.captureException(error, { level, tags: { function: functionName }, extra: context });
    await Sentry.flush(2000);
  } catch (failure) {
    logger.warn('Sentry report failed', { functionName, error: String(failure) });
  }
}
