/**
 * The catalogue: products/{productId} and their prices products/{productId}/prices/{priceId}
 * (docs/data-model.md, docs/product.md §R7), written by the Stripe extension's sync and the seed. One
 * model and one parser each for the registration form, the medals page and the functions that
 * price an order (startCheckout, provisioning, the local checkout): a missing or malformed
 * field is handled here once. Pure.
 */
import { parseFrench, type FrenchTexts } from '../l10n';
import { toRecord, toText, toTextMap } from './values';

/** What a product is for: a race (its prices are legs), an extra, the service fee. */
export type ProductType = 'race' | 'product' | 'fee';

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly images: readonly string[];
  /** metadata.type, else the older top-level `role`; null for anything else. */
  readonly type: ProductType | null;
  /** The product's metadata as strings (type, url, early_end, teams, checkoutBanner, …). */
  readonly metadata: Readonly<Record<string, string>>;
  /**
   * In French (`fr: { name, description, extra_info, cta }`, contract/l10n.ts): the race's
   * or extra's name and description, an extra's note and call to action (metadata's in English).
   */
  readonly fr?: FrenchTexts<'name' | 'description' | 'extraInfo' | 'cta'>;
}

export interface Price {
  readonly id: string;
  readonly active: boolean;
  /** Cents, the Stripe price's own amount; null when missing or not a whole number of 0 or more. */
  readonly unitAmount: number | null;
  /** The leg's or extra's name (e.g. '1,000 km Leg'): the price's description, else its metadata's. */
  readonly description: string;
  /** The extension's flattened metadata as strings (early_price, regular_price, distance, …). */
  readonly metadata: Readonly<Record<string, string>>;
  /** The leg's or extra's name in French (`fr: { description }`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'description'>;
}

const PRODUCT_TYPES: readonly ProductType[] = ['race', 'product', 'fee'];

function productType(value: unknown): ProductType | null {
  return PRODUCT_TYPES.find((type) => type === value) ?? null;
}

function texts(value: unknown): readonly string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

const FLAT_METADATA = 'stripe_metadata_';

/**
 * The extension writes a product's metadata twice: the `metadata` map and one top-level
 * `stripe_metadata_<key>` field per key (what the rules' queries can match). The map wins;
 * a key only in the flattened fields is read from them.
 */
function productMetadata(
  data: Readonly<Record<string, unknown>>,
): Readonly<Record<string, string>> {
  const flat = Object.entries(toTextMap(data))
    .filter(([key]) => key.startsWith(FLAT_METADATA))
    .map(([key, value]) => [key.slice(FLAT_METADATA.length), value]);
  return { ...Object.fromEntries(flat), ...toTextMap(data.metadata) };
}

/** A product document; anything that is not a map reads as an inactive product of no type. */
export function parseProduct(id: string, raw: unknown): Product {
  const data = toRecord(raw);
  const metadata = productMetadata(data);
  const fr = parseFrench<'name' | 'description' | 'extra_info' | 'cta'>(data);
  return {
    id,
    name: toText(data.name),
    description: toText(data.description),
    active: data.active === true,
    images: texts(data.images),
    type: productType(metadata.type ?? data.role),
    metadata,
    fr: fr && { ...fr, extraInfo: fr.extra_info },
  };
}

/** A price document; anything that is not a map reads as an inactive price without an amount. */
export function parsePrice(id: string, raw: unknown): Price {
  const data = toRecord(raw);
  const metadata = toTextMap(data.metadata);
  const unit = data.unit_amount;
  return {
    id,
    active: data.active === true,
    unitAmount: typeof unit === 'number' && Number.isSafeInteger(unit) && unit >= 0 ? unit : null,
    description: toText(data.description) || toText(metadata.description),
    metadata,
    fr: parseFrench(data),
  };
}
