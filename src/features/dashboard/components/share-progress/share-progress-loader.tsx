import { lazy } from 'react';
import { afterPaint } from '../team-feed/team-feed-loader';

/**
 * 'Share my progress' in its own chunk (share-progress-*.js), fetched once the dashboard has
 * painted, as the team feed is (team-feed-loader.tsx): the dashboard's first-load budget
 * (docs/performance.md, scripts/lib/first-load-js.mjs) holds without it, and the card's drawing
 * comes only on her click. The finisher's 'Download certificate' likewise (certificate-button-*.js,
 * the PDF library itself only on its click). Render them inside a Suspense.
 */
export const LazyShareProgress = lazy(() => afterPaint().then(() => import('./share-progress')));

export const LazyCertificateButton = lazy(() =>
  afterPaint()
    .then(() => import('../certificate-button'))
    .then((m) => ({ default: m.CertificateButton })),
);
