import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from './language';

/**
 * The language the screen's texts are in (the catalogues' active locale, docs/i18n.md), so the
 * numbers and dates beside them follow the same switch: '250.93 Km' / '250,93 km'. Read from
 * Lingui rather than the language context, so a screen rendered inside the I18nProvider alone
 * (component tests) follows activateLanguage too.
 */
export function useActiveLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}
