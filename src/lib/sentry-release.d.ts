/** Defined by vite.config.ts at build: the release (commit) for Sentry (src/lib/sentry.ts). */
declare const __SENTRY_RELEASE__: string | undefined;
