/**
 * Checkout line items as the startCheckout callable writes them (checkout-line-items.ts):
 *   { price: priceId, quantity }                        extras
 *   { price_data: { currency 'cad', unit_amount, tax_behavior, product }, quantity }
 *                                                       leg and gifts: the race product at the
 *                                                       early-bird or regular price shown
 *   { price_data: { currency 'cad', unit_amount, tax_behavior, product_data { name, … } }, quantity }
 *                                                       service fee, shipping, donation
 * The stand-in charges them as written; provisioning checks the payment against the catalogue
 * once more (order-check.ts).
 * Pure: the caller resolves price ids to amounts; this checks shapes and totals them the way
 * the local checkout stand-in charges (no tax; the discount is added by functions/emulator/local-checkout.ts).
 */

const MAX_LINE_ITEMS = 30;
const MAX_QUANTITY = 100;

export interface ResolvedPrice {
  readonly unitCents: number;
  readonly productId: string;
  readonly name: string;
}

/** A priced line, shaped like the Stripe extension's payment `items`. */
export interface PricedLine {
  readonly description: string;
  readonly quantity: number;
  readonly amount_total: number;
  readonly price: {
    readonly id: string | null;
    readonly product: string | null;
    readonly unit_amount: number;
  };
}

export type PricingResult =
  | { readonly ok: true; readonly lines: readonly PricedLine[]; readonly totalCents: number }
  | { readonly ok: false; readonly message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function validQuantity(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_QUANTITY
  );
}

/** The price ids the items refer to (to resolve before `priceLineItems`). */
export function priceIdsOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const ids = items
    .filter(isRecord)
    .map((item) => item.price)
    .filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)];
}

export function priceLineItems(
  items: unknown,
  resolve: (priceId: string) => ResolvedPrice | undefined,
  productName: (productId: string) => string | undefined = () => undefined,
): PricingResult {
  if (!Array.isArray(items) || items.length === 0)
    return { ok: false, message: 'The order has no line items.' };
  if (items.length > MAX_LINE_ITEMS)
    return { ok: false, message: `The order has more than ${MAX_LINE_ITEMS} line items.` };
  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    const where = `Line item ${index + 1}`;
    if (!isRecord(item)) return { ok: false, message: `${where} is not an object.` };
    if (!validQuantity(item.quantity))
      return { ok: false, message: `${where} has an invalid quantity.` };
    const quantity = item.quantity;
    if (typeof item.price === 'string') {
      const price = resolve(item.price);
      if (!price)
        return { ok: false, message: `${where}: unknown or inactive price ${item.price}.` };
      lines.push({
        description: price.name,
        quantity,
        amount_total: price.unitCents * quantity,
        price: { id: item.price, product: price.productId, unit_amount: price.unitCents },
      });
      continue;
    }
    const data = item.price_data;
    if (!isRecord(data))
      return { ok: false, message: `${where} has neither a price nor price_data.` };
    if (data.currency !== 'cad') return { ok: false, message: `${where}: currency must be cad.` };
    const unit = data.unit_amount;
    if (typeof unit !== 'number' || !Number.isSafeInteger(unit) || unit < 0) {
      return { ok: false, message: `${where}: unit_amount must be a whole number of cents ≥ 0.` };
    }
    if (typeof data.product === 'string') {
      const name = productName(data.product);
      if (name === undefined)
        return { ok: false, message: `${where}: unknown or inactive product ${data.product}.` };
      lines.push({
        description: name,
        quantity,
        amount_total: unit * quantity,
        price: { id: null, product: data.product, unit_amount: unit },
      });
      continue;
    }
    const product = isRecord(data.product_data) ? data.product_data : undefined;
    const name = typeof product?.name === 'string' ? product.name.trim() : '';
    if (name === '' || name.length > 200)
      return { ok: false, message: `${where}: product_data.name is required.` };
    lines.push({
      description: name,
      quantity,
      amount_total: unit * quantity,
      price: { id: null, product: null, unit_amount: unit },
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.amount_total, 0);
  return { ok: true, lines, totalCents };
}
