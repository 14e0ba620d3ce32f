import { lazy } from 'react';

/** Resolves after the next paint: two animation frames (the first runs before it). */
const afterPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * 'Share my progress' in its own chunk (share-progress-*.js), fetched once the dashboard has
 * painted, as the team feed is (team-feed-loader.tsx): the dashboard's first-load budget
 * (docs/performance.md, scripts/lib/first-load-js.mjs) holds without it, and the card's drawing
 * comes only on her click. Render it inside a Suspense.
 */
export const LazyShareProgress = lazy(() => afterPaint().then(() => import('./share-progress')));
