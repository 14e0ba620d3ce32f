/**
 * The registration data (docs/product.md §R3): one object keyed by form field name, kept by the
 * multi-step wrapper so nothing entered is lost when going back and forth.
 */
import { SHIPPING_ADDRESS_FIELDS } from '../../../contract/shipping-address';

export type RegistrationData = Readonly<Record<string, string>>;

export type FieldErrors = Readonly<Record<string, string>>;

/** Step 1's personal details: the shipping address's fields (contract/shipping-address.ts). */
export const DETAIL_FIELDS = SHIPPING_ADDRESS_FIELDS;

export function field(data: RegistrationData, name: string): string {
  return data[name] ?? '';
}
