/**
 * Whether an error is the browser failing to fetch one of the app's own files on demand (a
 * dynamic import: Auth after the sign-in page's first paint, a route's screen), which a
 * participant meets as a lost connection. Each engine words it its own way. Pure.
 */
const WORDINGS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a file's stylesheet
];

export function isModuleLoadFailure(error: unknown): boolean {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' && WORDINGS.some((wording) => wording.test(message));
}
