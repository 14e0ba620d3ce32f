/** A whole, valid Canadian shipping address (docs/product.md §R2.3): the address tests on both sides start from it. */
import type { ShippingAddress } from '../shipping-address';

export const OTTAWA: ShippingAddress = {
  firstName: 'Avery',
  lastName: 'Tremblay',
  address: '150 Elgin Street',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1P 1J1',
  phoneNumber: '613-555-0142',
};
