import { optionalLazy } from '../../../../lib/optional-lazy';

/**
 * Resolves after the next paint: two animation frames (the first runs before it). Also what
 * 'Share my progress' and the certificate wait for (share-progress/share-progress-loader.tsx).
 */
export const afterPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The team feed in its own chunk (team-feed-*.js), fetched once the dashboard has painted: it is
 * below the fold on a phone, and the dashboard's first-load budget (docs/performance.md,
 * scripts/lib/first-load-js.mjs) holds without it. Render it inside a Suspense. Optional: a file
 * that cannot be fetched leaves the dashboard without the feed, not without the dashboard.
 */
export const LazyTeamFeed = optionalLazy(() => afterPaint().then(() => import('./team-feed')));
