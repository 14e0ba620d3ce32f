/** Sentry, loaded only when a DSN is configured (never on a build without one). No session replay. */
import * as Sentry from '@sentry/react';
import type { AppConfig } from '../config/env';
import { setErrorSink } from './report-error';

/**
 * The commit this build was made from (vite.config.ts defines it; docs/error-reporting.md): the
 * release its source maps are uploaded under. Only Sentry's own chunk carries it.
 */
const RELEASE = typeof __SENTRY_RELEASE__ === 'string' ? __SENTRY_RELEASE__ : undefined;

export function initSentry(config: AppConfig) {
  if (!config.sentryDsn) return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.appEnv,
    release: RELEASE,
    tracesSampleRate: 0.1,
  });
  setErrorSink((error, context) => Sentry.captureException(error, { extra: context }));
}
