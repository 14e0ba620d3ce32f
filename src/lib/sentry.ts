/** Sentry, loaded only when a DSN is configured (never on a build without one). No session replay. */
import * as Sentry from '@sentry/react';
import type { AppConfig } from '../config/env';
import { setErrorSink } from './report-error';

export function initSentry(config: AppConfig) {
  if (!config.sentryDsn) return;
  Sentry.init({ dsn: config.sentryDsn, environment: config.appEnv, tracesSampleRate: 0.1 });
  setErrorSink((error, context) => Sentry.captureException(error, { extra: context }));
}
