/**
 * Which language the product speaks (docs/i18n.md): English or Canadian French. Pure, so the
 * choice is unit-tested apart from the browser, the device's storage and the user document.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** The Intl locale of each language: Canadian English and Canadian French. */
export function localeOf(language: Language): 'en-CA' | 'fr-CA' {
  return language === 'fr' ? 'fr-CA' : 'en-CA';
}

/** The first visit follows the browser: any French among its languages → French, else English. */
export function browserLanguage(languages: readonly string[]): Language {
  return languages.some((tag) => tag.toLowerCase().split('-')[0] === 'fr') ? 'fr' : 'en';
}

/**
 * The language to show: a signed-in participant's stored choice (users/{uid}.language) wins,
 * then the choice remembered on this device, then the browser's languages.
 */
export function chooseLanguage(input: {
  readonly account?: unknown;
  readonly device?: unknown;
  readonly browser: readonly string[];
}): Language {
  if (isLanguage(input.account)) return input.account;
  if (isLanguage(input.device)) return input.device;
  return browserLanguage(input.browser);
}

/** The other language, which the header's switch offers, with its name written in itself. */
export function otherLanguage(language: Language): { language: Language; name: string } {
  return language === 'fr'
    ? { language: 'en', name: 'English' }
    : { language: 'fr', name: 'Français' };
}
