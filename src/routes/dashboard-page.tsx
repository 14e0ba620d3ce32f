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

export default function DashboardPage() {
  return <DashboardScreen />;
}
