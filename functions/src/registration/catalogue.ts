/**
 * Reads the catalogue an order refers to (Admin SDK): the race product and its leg, gift legs,
 * extras and the service fee, priced at a given instant. Everything the server charges or
 * checks comes from these documents, never from amounts a browser sent.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  parsePrice,
  parseProduct,
  type Price,
  type Product,
} from '../../../src/contract/docs/product';
import type { CheckoutMetadata } from '../../../src/contract/checkout-metadata';
import { orderRefusal, type OrderRefusal } from '../../../src/contract/checkout-order';
import { isOnSale, priceCentsOf } from '../../../src/contract/pricing';

interface OrderItem {
  readonly priceId: string;
  readonly unitCents: number;
}

export interface LoadedOrder {
  readonly meta: CheckoutMetadata;
  readonly product: Product;
  readonly legPrice: Price;
  /** races/{legId}, when it exists. */
  readonly race: DocumentData | undefined;
  readonly legCents: number;
  readonly gifts: readonly (OrderItem & { readonly quantity: number })[];
  readonly extras: readonly (OrderItem & { readonly productId: string; readonly name: string })[];
  readonly baseFeeCents: number;
}

/** A failed load: the reason for the log, and what to tell the participant on which step. */
export interface LoadFailure {
  readonly ok: false;
  readonly reason: string;
  readonly refusal: OrderRefusal;
}

const CLOSED = orderRefusal('closed');
const LEG_GONE = orderRefusal('legGone');
const GIFT_GONE = orderRefusal('giftGone');
const EXTRA_GONE = orderRefusal('extraGone');

function fail(reason: string, refusal: OrderRefusal): LoadFailure {
  return { ok: false, reason, refusal };
}

/** The Service Fee product's highest active price (docs/product.md §R7: the form shows the same), 0 when none. */
async function baseServiceFeeCents(db: Firestore): Promise<number> {
  const products = await db
    .collection('products')
    .where('metadata.type', '==', 'fee')
    .where('active', '==', true)
    .limit(1)
    .get();
  const product = products.docs[0];
  if (!product) return 0;
  const prices = await product.ref.collection('prices').where('active', '==', true).get();
  return prices.docs.reduce(
    (max, doc) => Math.max(max, parsePrice(doc.id, doc.data()).unitAmount ?? 0),
    0,
  );
}

/**
 * Loads and prices the order described by `meta` at instant `at`.
 * `requireActive`: the race, leg, gifts and extras must be active and the race on sale at `at`
 * (new orders, redemptions); a payment already made is checked against the prices even if
 * one was retired or the sale closed since.
 */
export async function loadOrder(
  db: Firestore,
  meta: CheckoutMetadata,
  at: Date,
  requireActive: boolean,
): Promise<{ readonly ok: true; readonly value: LoadedOrder } | LoadFailure> {
  const productRef = db.doc(`products/${meta.raceId}`);
  const [productSnap, legSnap, raceSnap] = await Promise.all([
    productRef.get(),
    productRef.collection('prices').doc(meta.legId).get(),
    db.doc(`races/${meta.legId}`).get(),
  ]);
  const product = parseProduct(productSnap.id, productSnap.data());
  if (product.type !== 'race') return fail(`unknown race ${meta.raceId}`, CLOSED);
  if (requireActive && (!product.active || !isOnSale(product.metadata, at)))
    return fail(`race ${meta.raceId} is not on sale`, CLOSED);
  const legPrice = parsePrice(legSnap.id, legSnap.data());
  if (!legSnap.exists || (requireActive && !legPrice.active))
    return fail(`unknown leg ${meta.legId}`, LEG_GONE);
  const earlyEnd = product.metadata.early_end;
  const legCents = priceCentsOf(legPrice, earlyEnd, at);
  if (legCents === null) return fail(`leg ${meta.legId} has no price`, LEG_GONE);

  const gifts: (OrderItem & { quantity: number })[] = [];
  for (const [priceId, quantity] of Object.entries(meta.gifts)) {
    const snap = await productRef.collection('prices').doc(priceId).get();
    const price = parsePrice(priceId, snap.data());
    const cents =
      snap.exists && (!requireActive || price.active) ? priceCentsOf(price, earlyEnd, at) : null;
    if (cents === null) return fail(`unknown gift registration ${priceId}`, GIFT_GONE);
    gifts.push({ priceId, quantity, unitCents: cents });
  }

  const extras: (OrderItem & { productId: string; name: string })[] = [];
  for (const [productId, priceId] of Object.entries(meta.products)) {
    const extraRef = db.doc(`products/${productId}`);
    const [extraSnap, priceSnap] = await Promise.all([
      extraRef.get(),
      extraRef.collection('prices').doc(priceId).get(),
    ]);
    const extra = parseProduct(productId, extraSnap.data());
    const price = parsePrice(priceId, priceSnap.data());
    if (extra.type !== 'product' || !priceSnap.exists)
      return fail(`unknown extra ${productId}/${priceId}`, EXTRA_GONE);
    if (requireActive && (!extra.active || !price.active))
      return fail(`extra ${productId}/${priceId} is not on sale`, EXTRA_GONE);
    const cents = priceCentsOf(price, undefined, at);
    if (cents === null) return fail(`extra ${productId}/${priceId} has no price`, EXTRA_GONE);
    extras.push({ productId, priceId, unitCents: cents, name: extra.name || productId });
  }

  return {
    ok: true,
    value: {
      meta,
      product,
      legPrice,
      race: raceSnap.data(),
      legCents,
      gifts,
      extras,
      baseFeeCents: await baseServiceFeeCents(db),
    },
  };
}

/** The race product a leg belongs to (for callers that only know the leg), or null. */
export async function findRaceIdOfLeg(db: Firestore, legId: string): Promise<string | null> {
  const races = await db.collection('products').where('metadata.type', '==', 'race').get();
  for (const race of races.docs) {
    if ((await race.ref.collection('prices').doc(legId).get()).exists) return race.id;
  }
  return null;
}
