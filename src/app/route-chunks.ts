/**
 * The route chunks, loaded once: the router's lazy screens and main.tsx's early fetch
 * (route-chunk.ts) share these loaders, so a chunk fetched early is the one the router uses.
 */
import { loadCataloguePart } from '../lib/i18n/activate';
import type { RouteChunk } from './route-chunk';

/**
 * A screen past the visitor pages, with the participant part of the catalogue (docs/i18n.md):
 * both download together, and the screen renders once both are in.
 */
export function withParticipantCatalogue<Module>(load: () => Promise<Module>) {
  return () => Promise.all([load(), loadCataloguePart('participant')]).then(([module]) => module);
}

/**
 * A route module that loads its own part of the catalogue (home, the dashboard: docs/i18n.md),
 * once that part is in: its loaders ride in its chunk, not on the sign-in page.
 */
export const whenTextsIn = <Module extends { readonly texts: Promise<void> }>(module: Module) =>
  module.texts.then(() => module);

export const loadAuthPages = () => import('../routes/auth-pages');
// The frame's texts are in the visitor part; each screen inside brings its own part.
export const loadAppLayout = () => import('./app-layout');
export const loadDashboardPage = () => import('../routes/dashboard-page').then(whenTextsIn);
export const loadLeaderboardPage = () => import('../routes/leaderboard-page').then(whenTextsIn);
export const loadRegistrationLayout = withParticipantCatalogue(
  () => import('../routes/registration-layout'),
);
export const loadRegistrationPage = withParticipantCatalogue(
  () => import('../routes/registration-page'),
);

const LOADERS: Record<RouteChunk, () => Promise<unknown>> = {
  auth: loadAuthPages,
  signedIn: loadAppLayout,
  dashboard: loadDashboardPage,
  leaderboard: loadLeaderboardPage,
  registrationLayout: loadRegistrationLayout,
  registration: loadRegistrationPage,
};

/** Starts fetching `chunks` now; a failure is left for the router to show when it needs them. */
export function preloadRouteChunks(chunks: readonly RouteChunk[]): void {
  for (const chunk of chunks) LOADERS[chunk]().catch(() => undefined);
}
