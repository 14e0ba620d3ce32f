/** A whole, valid order as the registration form sends it to startCheckout (contract tests start from it). */
import type { CheckoutOrderRequest } from '../checkout-order';

export const VALID_ORDER: CheckoutOrderRequest = {
  raceId: 'prod_tbcr25',
  legId: 'price_tbcr25_250km',
  gifts: { price_tbcr25_1000km: 1 },
  extras: { prod_socks: 'price_socks_pair' },
  donation: { dollars: 10, foundation: 'trails' },
  team: { choice: 'existingTeam', name: 'Maple Striders', code: 'x' },
  promoCode: 'RUNCANADA',
  referralLink: 'avery-tremblay',
  shipping: {
    firstName: 'Avery',
    lastName: 'Tremblay',
    address: '1 Main St',
    city: 'Ottawa',
    state: 'ON',
    postalCode: 'K1A 0B1',
    country: 'CA',
    phoneNumber: '613-555-0100',
  },
  tracking: { utm_source: 'mail' },
  origin: 'http://localhost:5173',
};
