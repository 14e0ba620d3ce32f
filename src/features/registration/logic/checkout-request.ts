/**
 * The checkout session request built from the registration data (spec 01 §7): line items
 * (order.ts), metadata (strings only, within Stripe's limits: 50 keys, keys ≤ 40 and values
 * ≤ 500 characters), the return addresses and the promotion.
 */
import { buildCancelUrl, buildSuccessUrl, type Tracking } from './checkout-urls';
import { buildLineItems, type CheckoutLineItem } from './order';
import { extrasFromForm, giftQuantitiesFromForm, orderFromForm, type OrderCatalogue } from './order-form';
import { field, type RegistrationData } from './registration-data';

export const STRIPE_METADATA_VALUE_MAX = 500;

export interface CheckoutContext {
  readonly uid: string;
  readonly origin: string;
  readonly raceId: string;
  readonly raceUrl: string;
  readonly teamsEnabled: boolean;
  readonly catalogue: OrderCatalogue;
  readonly tracking: Tracking;
  readonly promo: { readonly code: string; readonly promotionId: string } | null;
  readonly referralLink: string | null;
}

export interface CheckoutRequestBody {
  readonly mode: 'payment';
  readonly automatic_tax: { readonly enabled: true };
  readonly line_items: readonly CheckoutLineItem[];
  readonly metadata: Readonly<Record<string, string>>;
  readonly success_url: string;
  readonly cancel_url: string;
  readonly allow_promotion_codes: true;
  readonly promotion_code?: string;
}

function limited(entries: readonly (readonly [string, string])[]): Record<string, string> {
  return Object.fromEntries(
    entries.filter(([, value]) => value !== '').map(([key, value]) => [key.slice(0, 40), value.slice(0, STRIPE_METADATA_VALUE_MAX)]),
  );
}

export function buildCheckoutRequest(data: RegistrationData, context: CheckoutContext): CheckoutRequestBody {
  const order = orderFromForm(data, context.catalogue);
  const legId = order.leg.priceId;
  const teamChoice = context.teamsEnabled ? field(data, 'teamChoice') || 'noTeam' : 'noTeam';
  const withTeam = teamChoice === 'newTeam' || teamChoice === 'existingTeam';
  const gifts = Object.fromEntries(giftQuantitiesFromForm(data).map((gift) => [gift.priceId, gift.quantity]));
  const products = Object.fromEntries(extrasFromForm(data).map((extra) => [extra.productId, extra.priceId]));
  const metadata = limited([
    ['uid', context.uid],
    ['legId', legId],
    ['raceId', context.raceId],
    ['raceUrl', context.raceUrl],
    ['teamChoice', teamChoice],
    ['teamName', withTeam ? field(data, 'teamName').trim() : ''],
    ['teamCode', withTeam ? field(data, 'teamCode') : ''],
    ['gifts', JSON.stringify(gifts)],
    ['products', JSON.stringify(products)],
    ['donation', String(order.donation.dollars)],
    ['foundation', field(data, 'foundation')],
    ['referral_link', context.referralLink ?? ''],
    ['promo_code', context.promo?.code ?? ''],
    ['utm_source', context.tracking.utm_source ?? ''],
    ['utm_medium', context.tracking.utm_medium ?? ''],
    ['utm_campaign', context.tracking.utm_campaign ?? ''],
  ]);
  return {
    mode: 'payment',
    automatic_tax: { enabled: true },
    line_items: buildLineItems(order),
    metadata,
    success_url: buildSuccessUrl(context.origin, context.raceUrl, legId, context.tracking),
    cancel_url: buildCancelUrl(context.origin, context.raceUrl, legId, context.tracking),
    allow_promotion_codes: true,
    ...(context.promo ? { promotion_code: context.promo.promotionId } : {}),
  };
}
