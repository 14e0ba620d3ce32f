/**
 * Reading the order out of the registration form data (docs/product.md §R3 "Registration data"):
 *   giftCode_{priceId}: quantity of gift registrations for that leg (number, min 0)
 *   product_{productId}: the chosen price id of an extra product ('' / false / absent: not chosen)
 * The plain `giftCode` field (a code to redeem on step 2) has no suffix and is not a gift line.
 */

const GIFT_FIELD_PREFIX = 'giftCode_';
const PRODUCT_FIELD_PREFIX = 'product_';

export type FormValues = Readonly<Record<string, unknown>>;

export interface GiftQuantity {
  readonly priceId: string;
  readonly quantity: number;
}

export interface ChosenExtra {
  readonly productId: string;
  readonly priceId: string;
}

export function giftFieldName(priceId: string): string {
  return `${GIFT_FIELD_PREFIX}${priceId}`;
}

export function productFieldName(productId: string): string {
  return `${PRODUCT_FIELD_PREFIX}${productId}`;
}

/** A gift quantity field's value: '' / null / undefined are 0. Throws for anything but a whole number ≥ 0. */
function parseGiftQuantity(field: string, value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const quantity = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`${field} must be a whole number ≥ 0, got ${JSON.stringify(value)}`);
  }
  return quantity;
}

/** Gift registrations with a quantity above 0, in form field order. */
export function giftQuantitiesFromForm(form: FormValues): readonly GiftQuantity[] {
  const gifts: GiftQuantity[] = [];
  for (const [field, value] of Object.entries(form)) {
    if (!field.startsWith(GIFT_FIELD_PREFIX) || field.length === GIFT_FIELD_PREFIX.length) continue;
    const quantity = parseGiftQuantity(field, value);
    if (quantity > 0) gifts.push({ priceId: field.slice(GIFT_FIELD_PREFIX.length), quantity });
  }
  return gifts;
}

/** Extra products that have a price chosen, in form field order. Throws for a value that is not a price id. */
export function extrasFromForm(form: FormValues): readonly ChosenExtra[] {
  const extras: ChosenExtra[] = [];
  for (const [field, value] of Object.entries(form)) {
    if (!field.startsWith(PRODUCT_FIELD_PREFIX) || field.length === PRODUCT_FIELD_PREFIX.length)
      continue;
    if (value === undefined || value === null || value === false || value === '') continue;
    if (typeof value !== 'string') {
      throw new TypeError(`${field} must hold a price id, got ${JSON.stringify(value)}`);
    }
    extras.push({ productId: field.slice(PRODUCT_FIELD_PREFIX.length), priceId: value });
  }
  return extras;
}
