/**
 * The shipping address a new registration keeps (docs/security.md item 63; docs/product.md §R9: shipping
 * is charged from the order's country). Pure; provisioning (provision.ts) calls it inside its
 * transaction with the profile it read there.
 *
 * - A paid order: the address the order carried (checkout-metadata.ts), never the profile,
 *   which may name another country than the one shipping was charged for.
 * - A paid order without an address in its metadata (a Checkout session opened before orders
 *   carried one): the profile's address, only when it is in the zone shipping was charged for;
 *   otherwise none, and support settles it (the registration says so on the account page).
 * - A gift redemption (no country was charged: the gift's buyer paid): the redeemer's profile
 *   address, which step 1 of the form saved just before she redeemed.
 */
import type { CheckoutMetadata } from '../../../src/contract/checkout-metadata';
import { parseShippingAddress, type ShippingAddress } from '../../../src/contract/shipping-address';
import { sameShippingZone } from '../../../src/contract/shipping';

export function addressToKeep(
  meta: Pick<CheckoutMetadata, 'shippingCountry' | 'shippingAddress'>,
  profileDetails: unknown,
): ShippingAddress | null {
  if (meta.shippingAddress !== null) return meta.shippingAddress;
  const profile = parseShippingAddress(profileDetails);
  if (!profile.ok) return null;
  const giftRedemption = meta.shippingCountry === '';
  return giftRedemption || sameShippingZone(profile.value.country, meta.shippingCountry)
    ? profile.value
    : null;
}
