import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { ShareActivityScreen } from '../features/dashboard/components/share-activity-screen';
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

/** `share`: /share-activity, the share target's page, in this chunk and catalogue part (docs/activity-files.md). */
export default function DashboardPage({ share = false }: { readonly share?: boolean }) {
  return share ? <ShareActivityScreen /> : <DashboardScreen />;
}
