import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { loadCataloguePart } from '../lib/i18n/activate';

// The dashboard's own part of the catalogue (docs/i18n.md): its loaders ride in this chunk, so
// the sign-in page and the other screens carry none of its messages, and the screen renders
// once its texts are in (the router waits for this module).
await loadCataloguePart('dashboard', {
  en: () => import('../locales/en/dashboard.po'),
  fr: () => import('../locales/fr/dashboard.po'),
});

export default function DashboardPage() {
  return <DashboardScreen />;
}
