/**
 * Catalogue content in French (docs/i18n.md, "Catalogue content"): a race, a leg, a milestone,
 * an extra, a charity or the home banner may carry its French texts in one optional map, `fr`,
 * beside its English fields and under the same field names as the document stores them:
 *
 *   races/{legId}            { name, legName, fr: { name, legName } }
 *   milestones/{id}          header and each milestone: { name, location, description, fr: { … } }
 *
 * The parsers (docs/*.ts) read that map into the model's `fr` (its keys the model's own names);
 * the screens and the e-mails pick a text with `localized` at the point they show it. A variant
 * that is absent or blank falls back to the English field, so a document without French (or an
 * organiser's half-translated one) still shows every text. Pure; the functions import it too.
 */
import { toRecord } from './docs/values';

/** The languages content is written in: English always, Canadian French when given. */
export type ContentLanguage = 'en' | 'fr';

/** A model's French texts, by the model's field names; any of them may be missing. */
export type FrenchTexts<K extends string> = Readonly<Partial<Record<K, string>>>;

/** A model whose text fields `K` may have French variants. */
export type Localizable<K extends string> = Readonly<Record<K, string>> & {
  readonly fr?: FrenchTexts<K>;
};

/**
 * The `fr` map of a stored document (or map entry), read into the model's names: `fields` maps
 * each model field to the name the document stores it under (e.g. imageAlt → image_alt). Entries
 * that are not text, or blank, are left out; undefined when none is left (the model's `fr` is
 * then absent, as in a document written before French existed).
 */
export function parseFrench<K extends string>(
  stored: unknown,
  fields: Readonly<Record<K, string>>,
): FrenchTexts<K> | undefined {
  const fr = toRecord(toRecord(stored).fr);
  const texts: Partial<Record<K, string>> = {};
  for (const field of Object.keys(fields) as K[]) {
    const value = fr[fields[field]];
    if (typeof value === 'string' && value.trim() !== '') texts[field] = value;
  }
  return Object.keys(texts).length > 0 ? texts : undefined;
}

/** The same fields stored under the model's own names (races/{legId}, raceInfo, the board). */
export function sameNames<K extends string>(...fields: readonly K[]): Readonly<Record<K, string>> {
  return Object.fromEntries(fields.map((field): [string, string] => [field, field])) as Record<
    K,
    string
  >;
}

/** `field` of `doc` in `language`: the French variant when there is one, else the English text. */
export function localized<K extends string>(
  doc: Readonly<Record<K, string>> & { readonly fr?: FrenchTexts<string> },
  field: K,
  language: ContentLanguage,
): string {
  const french = language === 'fr' ? doc.fr?.[field] : undefined;
  return french !== undefined && french.trim() !== '' ? french : doc[field];
}

/**
 * The `fr` map to store in a copy of a model (a registration's raceInfo, the leaderboard's
 * board): only the variants there are, none when there is no French at all.
 */
export function frenchCopy<K extends string>(
  fr: FrenchTexts<K> | undefined,
): {
  readonly fr?: FrenchTexts<K>;
} {
  return fr && Object.keys(fr).length > 0 ? { fr } : {};
}
