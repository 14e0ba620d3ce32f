import { optionalLazy } from '../../../../lib/optional-lazy';
import { afterPaint } from '../team-feed/team-feed-loader';

/**
 * 'Share my progress' in its own chunk (share-progress-*.js), fetched once the dashboard has
 * painted, as the team feed is (team-feed-loader.tsx): the dashboard's first-load budget
 * (docs/performance.md, scripts/lib/first-load-js.mjs) holds without it, and the card's drawing
 * comes only on her click. The finisher's 'Download certificate' likewise (certificate-button-*.js,
 * the PDF library itself only on its click). Render them inside a Suspense. Optional parts
 * (optionalLazy): a file that cannot be fetched leaves the dashboard without its button.
 */
export const LazyShareProgress = optionalLazy(() =>
  afterPaint().then(() => import('./share-progress')),
);

export const LazyCertificateButton = optionalLazy(() =>
  afterPaint()
    .then(() => import('../certificate-button'))
    .then((m) => ({ default: m.CertificateButton })),
);
