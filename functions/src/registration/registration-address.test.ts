import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '../../../src/contract/shipping-address';
import { addressToKeep } from './registration-address';
import { OTTAWA } from '../../../src/contract/test-support/address-fixture';

const BOSTON: ShippingAddress = {
  ...OTTAWA,
  address: '1 Beacon Street',
  country: 'US',
  state: 'MA',
  city: 'Boston',
  postalCode: '02108',
};
const profile = (address: ShippingAddress) => ({ ...address, lastModifiedAt: new Date() });

describe('addressToKeep (docs/security.md item 63)', () => {
  it.each([
    [
      'a Canadian order from a profile abroad keeps the order',
      { shippingCountry: 'CA', shippingAddress: OTTAWA },
      profile(BOSTON),
      OTTAWA,
    ],
    [
      'an order abroad from a Canadian profile keeps the order',
      { shippingCountry: 'US', shippingAddress: BOSTON },
      profile(OTTAWA),
      BOSTON,
    ],
    [
      'an order without an address, profile in the charged zone',
      { shippingCountry: 'CA', shippingAddress: null },
      profile(OTTAWA),
      OTTAWA,
    ],
    [
      'an order without an address, profile in another zone',
      { shippingCountry: 'CA', shippingAddress: null },
      profile(BOSTON),
      null,
    ],
    [
      'an order without an address, charged abroad, profile in Canada',
      { shippingCountry: 'US', shippingAddress: null },
      profile(OTTAWA),
      null,
    ],
    [
      "a gift redemption keeps the redeemer's profile, abroad too",
      { shippingCountry: '', shippingAddress: null },
      profile(BOSTON),
      BOSTON,
    ],
    [
      'a gift redemption without a valid profile keeps none',
      { shippingCountry: '', shippingAddress: null },
      { ...OTTAWA, postalCode: 'K1P' },
      null,
    ],
    ['no profile at all', { shippingCountry: 'CA', shippingAddress: null }, undefined, null],
  ])('%s', (_label, meta, details, expected) => {
    expect(addressToKeep(meta, details)).toEqual(expected);
  });
});
