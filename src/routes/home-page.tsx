import { HomeScreen } from '../features/home/components/home-screen';
import { loadCataloguePart } from '../lib/i18n/activate';

/**
 * Home's own part of the catalogue (docs/i18n.md), as the dashboard's (dashboard-page.tsx).
 * @public read through the dynamic import (knip does not follow it)
 */
export const texts = loadCataloguePart('home', {
  en: () => import('../locales/en/home.po'),
  fr: () => import('../locales/fr/home.po'),
});

export default function HomePage() {
  return <HomeScreen />;
}
