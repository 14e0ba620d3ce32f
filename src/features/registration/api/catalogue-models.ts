/**
 * The catalogue as the registration feature reads it (docs/data-model.md): race products,
 * their legs (prices), extras and the service fee (the charities: contract/docs/charities.ts). Pure: the converters in
 * catalogue.ts call these parsers.
 */
import { toNumber, toRecord, toText } from '../../../contract/docs/values';
import { legPriceCents } from '../../../contract/pricing';

export interface RaceProduct {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly images: readonly string[];
  /** The product's metadata as strings (type, url, early_end, teams, checkoutBanner, …). */
  readonly metadata: Readonly<Record<string, string>>;
}

export interface LegPrice {
  readonly id: string;
  readonly active: boolean;
  readonly unitAmount: number;
  /** The leg name, e.g. '1,000 km Leg'. */
  readonly description: string;
  readonly metadata: {
    readonly description?: string;
    readonly early_price?: string;
    readonly regular_price?: string;
  };
}

export interface ExtraProduct {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly cta: string;
  readonly extraInfo: string;
  readonly images: readonly string[];
  /** The cheapest active price. */
  readonly price: LegPrice;
}

export interface ServiceFee {
  readonly priceId: string;
  readonly baseCents: number;
  readonly name: string;
  readonly description: string;
}

function stringMap(value: unknown): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(toRecord(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function texts(value: unknown): readonly string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function parseProduct(id: string, data: Readonly<Record<string, unknown>>): RaceProduct {
  return {
    id,
    name: toText(data.name),
    description: toText(data.description),
    active: data.active === true,
    images: texts(data.images),
    metadata: stringMap(data.metadata),
  };
}

export function parsePrice(id: string, data: Readonly<Record<string, unknown>>): LegPrice {
  const metadata = stringMap(data.metadata);
  return {
    id,
    active: data.active === true,
    unitAmount: toNumber(data.unit_amount) ?? 0,
    description: toText(data.description) || toText(metadata.description),
    metadata: {
      description: metadata.description,
      early_price: metadata.early_price,
      regular_price: metadata.regular_price,
    },
  };
}

/** A product is a registrable race when active with metadata type 'race'. */
export function isRegistrableRace(product: RaceProduct | undefined): product is RaceProduct {
  return product !== undefined && product.active && product.metadata.type === 'race';
}

export function byUnitAmount(a: LegPrice, b: LegPrice): number {
  return a.unitAmount - b.unitAmount || a.id.localeCompare(b.id);
}

/** The extra with its cheapest active price; null when it has none. */
export function toExtra(product: RaceProduct, prices: readonly LegPrice[]): ExtraProduct | null {
  const cheapest = prices.filter((price) => price.active).sort(byUnitAmount)[0];
  if (!cheapest) return null;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    cta: product.metadata.cta ?? '',
    extraInfo: product.metadata.extra_info ?? '',
    images: product.images,
    price: cheapest,
  };
}

/** A leg's price in cents at `now`: early bird until the day after early_end 07:00 UTC, then regular (pricing.ts). */
export function currentPriceCents(leg: LegPrice, earlyEnd: string | undefined, now: Date): number {
  return legPriceCents({ unit_amount: leg.unitAmount, metadata: leg.metadata }, earlyEnd, now);
}
