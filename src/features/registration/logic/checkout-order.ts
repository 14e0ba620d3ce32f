/**
 * The order the participant chose, read out of the registration data (docs/product.md §R3) as the
 * `startCheckout` callable takes it (src/contract/checkout-order.ts). No amounts: the server
 * prices the order from the catalogue.
 */
import type { CheckoutOrderRequest } from '../../../contract/checkout-order';
import type { Tracking } from '../../../contract/checkout-urls';
import { parseDonationDollars } from '../../../contract/donation';
import { parseTeamChoice } from '../../../contract/team-rules';
import { extrasFromForm, giftQuantitiesFromForm } from './order-form';
import { DETAIL_FIELDS, field, type RegistrationData } from './registration-data';

export interface OrderContext {
  readonly origin: string;
  readonly raceId: string;
  readonly teamsEnabled: boolean;
  readonly tracking: Tracking;
  readonly promoCode: string | null;
  readonly referralLink: string | null;
}

export function buildCheckoutOrder(
  data: RegistrationData,
  context: OrderContext,
): CheckoutOrderRequest {
  const choice = context.teamsEnabled ? parseTeamChoice(field(data, 'teamChoice')) : 'noTeam';
  const withTeam = choice !== 'noTeam';
  const tracking = Object.fromEntries(
    Object.entries(context.tracking).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return {
    raceId: context.raceId,
    legId: field(data, 'distanceId'),
    gifts: Object.fromEntries(
      giftQuantitiesFromForm(data).map((gift) => [gift.priceId, gift.quantity]),
    ),
    extras: Object.fromEntries(
      extrasFromForm(data).map((extra) => [extra.productId, extra.priceId]),
    ),
    donation: {
      dollars: parseDonationDollars(field(data, 'donation')),
      foundation: field(data, 'foundation'),
    },
    team: {
      choice,
      name: withTeam ? field(data, 'teamName').trim() : '',
      code: withTeam ? field(data, 'teamCode') : '',
    },
    promoCode: context.promoCode,
    referralLink: context.referralLink,
    shipping: Object.fromEntries(
      DETAIL_FIELDS.map((name) => [name, field(data, name).trim()]),
    ) as CheckoutOrderRequest['shipping'],
    tracking,
    origin: context.origin,
  };
}
