/**
 * The charities a donation may go to: options/checkoutCharities, one map field per charity
 * {active, name, description, image_url, image_alt, order} (docs/data-model.md, docs/product.md §R6
 * Donation). The form lists the active ones; startCheckout accepts only an active one. Pure.
 */
import { parseFrench, type FrenchTexts } from '../l10n';
import { toNumber, toRecord, toText } from './values';

export interface Charity {
  readonly id: string;
  readonly active: boolean;
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  /** Where the form lists it; last when absent. */
  readonly order: number;
  /** In French (`fr: { name, description, image_alt }`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name' | 'description' | 'imageAlt'>;
}

/** One charity (the map field `id`); malformed fields become defaults, an entry that is not a map is inactive. */
export function parseCharity(id: string, value: unknown): Charity {
  const entry = toRecord(value);
  const fr = parseFrench<'name' | 'description' | 'image_alt'>(entry);
  return {
    id,
    active: entry.active === true,
    name: toText(entry.name),
    description: toText(entry.description),
    imageUrl: toText(entry.image_url),
    imageAlt: toText(entry.image_alt),
    order: toNumber(entry.order) ?? Number.MAX_SAFE_INTEGER,
    // The alt text under the model's name (stored as `image_alt`, as the English one).
    fr: fr && { ...fr, imageAlt: fr.image_alt },
  };
}

/** The active charities, by order then name. */
export function parseCharities(data: Readonly<Record<string, unknown>>): readonly Charity[] {
  return Object.entries(data)
    .map(([id, value]) => parseCharity(id, value))
    .filter((charity) => charity.active)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
