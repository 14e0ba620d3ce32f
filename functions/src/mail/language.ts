/**
 * The language of an e-mail: the participant's stored choice (`users/{uid}.language`, 'en' or
 * 'fr', docs/i18n.md), English otherwise. Each template keeps its texts in a catalogue keyed by
 * language; until a template has its French texts, `textsFor` falls back to English (and says
 * so, so the HTML's lang attribute and the number formats stay English with them). French follows
 * the OQLF's typography through the contract's one layer (src/contract/french-typography.ts;
 * docs/i18n.md, "Typography"). Pure.
 */
import { labelled as labelledIn, withFirstOfMonth } from '../../../src/contract/french-typography';

export type MailLanguage = 'en' | 'fr';

/** A template's texts per language: English always, French once translated. */
export type MailCatalogue<T> = { readonly en: T } & { readonly fr?: T };

export function mailLanguageOf(user: Readonly<Record<string, unknown>> | undefined): MailLanguage {
  return user?.language === 'fr' ? 'fr' : 'en';
}

/** The greeting with her first name, or the one without a name when she gave none. */
export function greetingOf(
  firstName: string,
  texts: { readonly greeting: (firstName: string) => string; readonly greetingNoName: string },
): string {
  const name = firstName.trim();
  return name ? texts.greeting(name) : texts.greetingNoName;
}

/** The texts in `language`, else English; with the language they are in. */
export function textsFor<T>(
  catalogue: MailCatalogue<T>,
  language: MailLanguage,
): { readonly texts: T; readonly language: MailLanguage } {
  const translated = language === 'fr' ? catalogue.fr : undefined;
  return translated ? { texts: translated, language } : { texts: catalogue.en, language: 'en' };
}

/** Intl's locale for money and dates in an e-mail (Canadian English or French). */
export const localeOf = (language: MailLanguage): string => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents as dollars: "$129.00" in English, "129,00 $" in French. */
export function formatCents(cents: number, language: MailLanguage): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}

/** A calendar day, "January 1, 2026" / "1er janvier 2026" (the stored dates are days at UTC midnight). */
export function formatDay(date: Date, language: MailLanguage): string {
  const day = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
  return withFirstOfMonth(day, language);
}

/** Km as people read them, up to 2 decimals: "1,234.5" in English, "1 234,5" in French. */
export function formatKm(km: number, language: MailLanguage): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(km);
}

/** "Label: value"; French sets a no-break space before the colon ("Dossard : 142"). */
export function labelled(label: string, value: string, language: MailLanguage): string {
  return labelledIn(label, value, language);
}
