/**
 * Catalogue content in French (docs/i18n.md, "Catalogue content"): a race, a leg, a milestone,
 * an extra, a charity or the home banner may carry its French texts in one optional map, `fr`,
 * beside its English fields and under the same field names as the document stores them:
 *
 *   races/{legId}            { name, legName, fr: { name, legName } }
 *   milestones/{id}          header and each milestone: { name, location, description, fr: { … } }
 *   (every document and its fields: docs/i18n.md)
 *
 * The parsers (docs/*.ts) read that map into the model's `fr` (parseFrench, keys as stored; a
 * model that renames a field, imageAlt for image_alt, gets the French under its name too);
 * the screens and the e-mails pick a text with `localized` at the point they show it. A variant
 * that is absent or blank falls back to the English field, so a document without French (or an
 * organiser's half-translated one) still shows every text. Pure; the functions import it too.
 */
import { toRecord, toTextMap } from './docs/values';

/** The languages content is written in: English always, Canadian French when given. */
export type ContentLanguage = 'en' | 'fr';

/** A model's French texts, by the model's field names; any of them may be missing. */
export type FrenchTexts<K extends string> = Readonly<Partial<Record<K, string>>>;

/** A model whose text fields `K` may have French variants. */
export type Localizable<K extends string> = Readonly<Record<K, string>> & {
  readonly fr?: FrenchTexts<K>;
};

/**
 * The `fr` map of a stored document (or map entry): its texts, under the names the document
 * stores them (a parser whose model names a field otherwise copies it: charities.ts, options.ts,
 * product.ts). Undefined when there is none (the model's `fr` is then absent, as in a document
 * written before French existed).
 */
export function parseFrench<K extends string>(stored: unknown): FrenchTexts<K> | undefined {
  const fr = toTextMap(toRecord(stored).fr);
  return Object.keys(fr).length > 0 ? (fr as FrenchTexts<K>) : undefined;
}

/** `field` of `doc` in `language`: the French variant when there is one (not blank), else the English text. */
export function localized<K extends string>(
  doc: Readonly<Record<K, string>> & { readonly fr?: FrenchTexts<string> },
  field: K,
  language: ContentLanguage,
): string {
  const french = language === 'fr' ? doc.fr?.[field] : undefined;
  return french?.trim() ? french : doc[field];
}

/**
 * The `fr` map to store in a copy of a model (a registration's raceInfo, written by
 * provisioning): only the variants there are, none when there is no French at all.
 */
export function frenchCopy<K extends string>(
  fr: FrenchTexts<K> | undefined,
): {
  readonly fr?: FrenchTexts<K>;
} {
  return fr && Object.keys(fr).length > 0 ? { fr } : {};
}
