import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '../../../lib/i18n/language';

/**
 * The language the dashboard's texts are in (the catalogues' active locale, docs/i18n.md), so
 * its numbers and dates beside them follow the same switch: '250.93' / '250,93'.
 */
export function useActiveLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}
