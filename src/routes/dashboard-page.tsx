import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { loadCataloguePart } from '../lib/i18n/activate';

/**
 * The dashboard's own part of the catalogue (docs/i18n.md), fetched as this chunk runs: its
 * loaders ride here, so the sign-in page and the other screens carry none of its messages; the
 * router shows the screen once it is in (route-chunks.ts, whenTextsIn).
 * @public read through the dynamic import (knip does not follow it)
 */
export const texts = loadCataloguePart('dashboard', {
  en: () => import('../locales/en/dashboard.po'),
  fr: () => import('../locales/fr/dashboard.po'),
});

/**
 * /share-activity, the share target's page (docs/activity-files.md): a chunk of its own with the
 * upload's catalogue part, so the dashboard's first load carries neither (docs/performance.md).
 */
const ShareActivityScreen = lazy(() =>
  Promise.all([
    import('../features/dashboard/components/share-activity-screen'),
    import('../features/dashboard/components/activity-file-texts').then((m) =>
      m.activityFileTexts(),
    ),
  ]).then(([m]) => ({ default: m.ShareActivityScreen })),
);

/** `share`: /share-activity, the share target's page, loaded on use. */
export default function DashboardPage({ share = false }: { readonly share?: boolean }) {
  return share ? (
    <Suspense fallback={<PageSpinner />}>
      <ShareActivityScreen />
    </Suspense>
  ) : (
    <DashboardScreen />
  );
}
