/**
 * A measurement id given to a local-mode build at run time: the browser tests of analytics
 * consent (docs/privacy.md) set it on the page before the app starts, so one build serves every
 * browser test. Only a build whose VITE_APP_ENV is `local` (the emulator suite) reads it; a
 * staging or production build takes its id from its build env alone, and Vite removes every
 * read of this from such a build (main.tsx and app-footer.tsx test the mode first).
 */

/** The global an init script of a browser test sets, e.g. `'G-CONSENTE2E'`. */
export const LOCAL_MEASUREMENT_ID_GLOBAL = '__vcLocalGaMeasurementId';

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/**
 * The measurement id set on `scope` for a local build, or null: another mode, nothing set, or
 * a value that is not a measurement id.
 */
export function localMeasurementId(appEnv: string, scope: object): string | null {
  if (appEnv !== 'local') return null;
  const value = (scope as Record<string, unknown>)[LOCAL_MEASUREMENT_ID_GLOBAL];
  return typeof value === 'string' && MEASUREMENT_ID.test(value) ? value : null;
}
