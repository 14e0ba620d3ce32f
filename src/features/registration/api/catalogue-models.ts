/**
 * What the registration feature derives from the catalogue (docs/data-model.md): extras with
 * their cheapest price, the service fee, a leg's price now. The documents' models and parsers
 * are the contract's (contract/docs/product.ts; the charities: contract/docs/charities.ts). Pure.
 */
import type { Price, Product } from '../../../contract/docs/product';
import type { FrenchTexts } from '../../../contract/l10n';
import { priceCentsOf } from '../../../contract/pricing';

/** A race product as the form reads it (the catalogue's one model, contract/docs/product.ts). */
export type RaceProduct = Product;

/** A leg (or an extra's price) as the form reads it. */
export type LegPrice = Price;

export interface ExtraProduct {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly cta: string;
  readonly extraInfo: string;
  readonly images: readonly string[];
  /** The cheapest active price that has an amount. */
  readonly price: LegPrice & { readonly unitAmount: number };
  /** The product's French texts (contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name' | 'description' | 'cta' | 'extraInfo'>;
}

export interface ServiceFee {
  readonly priceId: string;
  readonly baseCents: number;
  readonly name: string;
  readonly description: string;
}

/** A product is a registrable race when active with metadata type 'race'. */
export function isRegistrableRace(product: RaceProduct | undefined): product is RaceProduct {
  return product !== undefined && product.active && product.type === 'race';
}

export function byUnitAmount(a: LegPrice, b: LegPrice): number {
  return (a.unitAmount ?? 0) - (b.unitAmount ?? 0) || a.id.localeCompare(b.id);
}

/** The extra with its cheapest active price; null when it has none with an amount. */
export function toExtra(product: RaceProduct, prices: readonly LegPrice[]): ExtraProduct | null {
  const cheapest = prices
    .filter(
      (price): price is LegPrice & { unitAmount: number } =>
        price.active && price.unitAmount !== null,
    )
    .sort(byUnitAmount)[0];
  if (!cheapest) return null;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    cta: product.metadata.cta ?? '',
    extraInfo: product.metadata.extra_info ?? '',
    images: product.images,
    price: cheapest,
    fr: product.fr,
  };
}

/** A leg's price in cents at `now`: early bird until the day after early_end 07:00 UTC, then regular (pricing.ts). */
export function currentPriceCents(leg: LegPrice, earlyEnd: string | undefined, now: Date): number {
  return priceCentsOf(leg, earlyEnd, now) ?? 0;
}
