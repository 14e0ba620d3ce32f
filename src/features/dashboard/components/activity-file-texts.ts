/**
 * The upload's and the share page's own part of the catalogue (docs/i18n.md, docs/activity-files.md):
 * their reasons, preview and share texts come with their chunk, loaded on the first file or at
 * /share-activity, so the dashboard's first load carries none of them (docs/performance.md).
 */
import { loadCataloguePart } from '../../../lib/i18n/activate';

let texts: Promise<void> | null = null;

/** Loads the part once (again after a failed download: the next file asks anew). */
export function activityFileTexts(): Promise<void> {
  texts ??= loadCataloguePart('activity-files', {
    en: () => import('../../../locales/en/activity-files.po'),
    fr: () => import('../../../locales/fr/activity-files.po'),
  });
  texts.catch(() => {
    texts = null;
  });
  return texts;
}
