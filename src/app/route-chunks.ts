/**
 * The route chunks, loaded once: the router's lazy screens and main.tsx's early fetch
 * (route-chunk.ts) share these loaders, so a chunk fetched early is the one the router uses.
 */
import type { RouteChunk } from './route-chunk';

export const loadAuthPages = () => import('../routes/auth-pages');
export const loadAppLayout = () => import('./app-layout');
export const loadDashboardPage = () => import('../routes/dashboard-page');
export const loadLeaderboardPage = () => import('../routes/leaderboard-page');
export const loadRegistrationLayout = () => import('../routes/registration-layout');
export const loadRegistrationPage = () => import('../routes/registration-page');

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
