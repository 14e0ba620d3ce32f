/**
 * The checkout session's metadata (all strings, keys may be missing), read strictly.
 * The client wrote it, so nothing here is trusted beyond its shape: amounts are checked
 * against the catalogue (order-check.ts), team codes and referral links against Firestore.
 */

export type TeamChoice = 'noTeam' | 'newTeam' | 'existingTeam';

export interface CheckoutMetadata {
  readonly uid: string;
  readonly legId: string;
  readonly raceId: string;
  readonly raceUrl: string;
  readonly teamChoice: TeamChoice;
  readonly teamName: string;
  readonly teamCode: string;
  /** Gift registrations: leg price id → quantity (> 0). */
  readonly gifts: Readonly<Record<string, number>>;
  /** Extras: product id → price id. */
  readonly products: Readonly<Record<string, string>>;
  readonly donationDollars: number;
  readonly foundation: string;
  readonly referralLink: string;
  readonly promoCode: string;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** At most this many gift registrations in one order (keeps the provisioning transaction bounded). */
export const MAX_GIFTS = 50;
export const MAX_EXTRAS = 20;

/** A Firestore document id we accept from a client: no '/', not '.'/'..', not reserved, bounded. */
export function isSafeDocId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 200 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

function text(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
}

function parseJsonMap(raw: Record<string, unknown>, key: string): Parsed<Record<string, unknown>> {
  const value = raw[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ok: true, value: {} };
  }
  if (typeof value !== 'string') return { ok: false, reason: `metadata.${key} must be a JSON string` };
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, reason: `metadata.${key} must be a JSON object` };
    }
    return { ok: true, value: parsed as Record<string, unknown> };
  } catch {
    return { ok: false, reason: `metadata.${key} is not valid JSON` };
  }
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  if (value === '' || value === undefined || value === null) return 0;
  return null;
}

export function parseTeamChoice(value: unknown): TeamChoice {
  return value === 'newTeam' || value === 'existingTeam' ? value : 'noTeam';
}

export function parseCheckoutMetadata(input: unknown): Parsed<CheckoutMetadata> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { ok: false, reason: 'metadata is missing' };
  const raw = input as Record<string, unknown>;
  const uid = text(raw, 'uid');
  const legId = text(raw, 'legId');
  const raceId = text(raw, 'raceId');
  if (!isSafeDocId(uid)) return { ok: false, reason: 'metadata.uid is missing' };
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return { ok: false, reason: 'metadata.legId is not a leg id' };
  if (!isSafeDocId(raceId)) return { ok: false, reason: 'metadata.raceId is missing' };

  const giftsJson = parseJsonMap(raw, 'gifts');
  if (!giftsJson.ok) return giftsJson;
  const gifts: Record<string, number> = {};
  let giftCount = 0;
  for (const [priceId, qty] of Object.entries(giftsJson.value)) {
    const quantity = wholeNumber(qty);
    if (!isSafeDocId(priceId) || quantity === null) return { ok: false, reason: `metadata.gifts has an invalid entry ${JSON.stringify(priceId)}` };
    if (quantity > 0) gifts[priceId] = quantity;
    giftCount += quantity;
  }
  if (giftCount > MAX_GIFTS) return { ok: false, reason: `at most ${MAX_GIFTS} gift registrations per order` };

  const productsJson = parseJsonMap(raw, 'products');
  if (!productsJson.ok) return productsJson;
  const products: Record<string, string> = {};
  for (const [productId, priceId] of Object.entries(productsJson.value)) {
    if (priceId === '' || priceId === null || priceId === false) continue;
    if (!isSafeDocId(productId) || !isSafeDocId(priceId)) {
      return { ok: false, reason: `metadata.products has an invalid entry ${JSON.stringify(productId)}` };
    }
    products[productId] = priceId;
  }
  if (Object.keys(products).length > MAX_EXTRAS) return { ok: false, reason: `at most ${MAX_EXTRAS} extras per order` };

  const donationDollars = wholeNumber(raw.donation);
  if (donationDollars === null) return { ok: false, reason: 'metadata.donation must be whole dollars' };

  return {
    ok: true,
    value: {
      uid,
      legId,
      raceId,
      raceUrl: text(raw, 'raceUrl'),
      teamChoice: parseTeamChoice(raw.teamChoice),
      teamName: text(raw, 'teamName'),
      teamCode: text(raw, 'teamCode'),
      gifts,
      products,
      donationDollars,
      foundation: text(raw, 'foundation'),
      referralLink: text(raw, 'referral_link'),
      promoCode: text(raw, 'promo_code'),
    },
  };
}
