import { OrganiserConsole } from '../features/organiser/components/organiser-console';
import { loadCataloguePart } from '../lib/i18n/activate';

/**
 * The organisers' console (docs/organiser-console.md): its own chunk and its own part of the
 * catalogue, so neither is in a participant's first load (docs/i18n.md, docs/performance.md).
 * @public read through the dynamic import (knip does not follow it)
 */
export const texts = loadCataloguePart('organiser', {
  en: () => import('../locales/en/organiser.po'),
  fr: () => import('../locales/fr/organiser.po'),
});

export default function OrganiserPage() {
  return <OrganiserConsole />;
}
