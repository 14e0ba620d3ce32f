/**
 * Local stand-in for Stripe Checkout, for the emulator suite only (FUNCTIONS_EMULATOR 'true'
 * and no Stripe secret configured; otherwise both functions do nothing / answer 404).
 *
 * onCheckoutSessionCreated: validates a new stripe_customers/{uid}/checkout_sessions/{id}
 *   (written by the startCheckout callable: metadata, return urls, every line item
 *   resolvable, amounts ≥ 0), applies the promo code's coupon as Stripe would, and writes
 *   `url` (this module's HTTP function) with the priced lines, or `error: {message}`.
 * localCheckout (HTTP): GET renders the order with Pay and Cancel; POST action=pay records a
 *   payment document shaped like the extension's and redirects (303) to the session's
 *   success_url; action=cancel redirects to its cancel_url. No other redirect target exists.
 */
import { randomBytes } from 'node:crypto';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { parseCheckoutMetadata } from '../../src/contract/checkout-metadata';
import { parseCheckoutSession } from '../../src/contract/docs/checkout-session';
import { isSafeDocId } from '../../src/contract/checkout-order';
import { parsePrice, parseProduct, type Product } from '../../src/contract/docs/product';
import { priceCentsOf } from '../../src/contract/pricing';
import { couponDiscountCents } from '../../src/contract/promo-code';
import { renderCheckoutPage, renderMessagePage } from './checkout-page';
import { afterPay, isAfterPayAction } from './stripe-actions';
import { deliveryModeOf } from './stripe-delivery';
import {
  priceIdsOf,
  priceLineItems,
  type PricedLine,
  type PricingResult,
  type ResolvedPrice,
} from '../src/registration/line-items';
import { loadPromoCode } from '../src/registration/promo-codes';
import { emulatorFunctionUrl } from '../src/shared/emulator-url';

export function localCheckoutEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && !env.STRIPE_API_KEY && !env.STRIPE_SECRET_KEY;
}

function localCheckoutUrl(
  uid: string,
  sessionId: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const url = new URL(emulatorFunctionUrl('localCheckout', env));
  url.searchParams.set('uid', uid);
  url.searchParams.set('session', sessionId);
  return url.toString();
}

/** A return address we will redirect to: an absolute http(s) URL. */
function isReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Price ids may belong to the race product (leg, gifts) or to an extra named in
 * metadata.products; a price_data line may name the race product. Only active products count.
 */
async function resolveCatalogue(db: Firestore, session: DocumentData, now: Date) {
  const parsed = parseCheckoutMetadata(session.metadata);
  const candidates = parsed.ok ? [parsed.value.raceId, ...Object.keys(parsed.value.products)] : [];
  const resolved = new Map<string, ResolvedPrice>();
  const products = new Map<string, Product>();
  for (const productId of candidates)
    products.set(
      productId,
      parseProduct(productId, (await db.doc(`products/${productId}`).get()).data()),
    );
  const raceId = parsed.ok ? parsed.value.raceId : '';
  const productName = (productId: string): string | undefined => {
    const product = productId === raceId ? products.get(productId) : undefined;
    return product?.active && product.name !== '' ? product.name : undefined;
  };
  for (const priceId of priceIdsOf(session.line_items)) {
    if (!isSafeDocId(priceId)) continue;
    for (const productId of candidates) {
      const product = products.get(productId);
      if (!product?.active) continue;
      const price = parsePrice(
        priceId,
        (await db.doc(`products/${productId}/prices/${priceId}`).get()).data(),
      );
      if (!price.active) continue;
      const cents = priceCentsOf(
        price,
        product.type === 'race' ? product.metadata.early_end : undefined,
        now,
      );
      if (cents === null) continue;
      const name = [product.name, price.description].filter((part) => part !== '').join(': ');
      resolved.set(priceId, { unitCents: cents, productId, name: name || priceId });
      break;
    }
  }
  return { prices: resolved, productName };
}

/** The session's priced lines, or the message to show. */
async function priceSession(db: Firestore, uid: string, session: DocumentData, now = new Date()) {
  const parsed = parseCheckoutMetadata(session.metadata);
  if (!parsed.ok) return { ok: false as const, message: `Invalid order: ${parsed.reason}.` };
  if (parsed.value.uid !== uid)
    return { ok: false as const, message: 'Invalid order: metadata.uid is not the session owner.' };
  if (!isReturnUrl(session.success_url) || !isReturnUrl(session.cancel_url)) {
    return {
      ok: false as const,
      message: 'Invalid order: success_url and cancel_url are required.',
    };
  }
  const { prices, productName } = await resolveCatalogue(db, session, now);
  const priced = priceLineItems(session.line_items, (id) => prices.get(id), productName);
  return priced.ok && parsed.value.promoCode !== ''
    ? withDiscount(db, priced, parsed.value.promoCode)
    : priced;
}

/** The coupon of the session's promo code, as a line of its own (Stripe shows it the same way). */
async function withDiscount(
  db: Firestore,
  priced: PricingResult & { ok: true },
  code: string,
): Promise<PricingResult> {
  const promo = await loadPromoCode(db, code);
  if (!promo) return { ok: false, message: `The promo code ${code} is no longer valid.` };
  const discount = couponDiscountCents(
    promo.coupon,
    priced.lines.map((line) => ({ productId: line.price.product, amountCents: line.amount_total })),
  );
  if (discount === 0) return priced;
  const line: PricedLine = {
    description: `Discount (${code})`,
    quantity: 1,
    amount_total: -discount,
    price: { id: null, product: null, unit_amount: -discount },
  };
  return { ok: true, lines: [...priced.lines, line], totalCents: priced.totalCents - discount };
}

export const onCheckoutSessionCreated = onDocumentCreated(
  'stripe_customers/{uid}/checkout_sessions/{sessionId}',
  async (event) => {
    if (!localCheckoutEnabled() || !event.data) return;
    const session = event.data.data();
    if (session.url || session.error) return;
    const { uid, sessionId } = event.params;
    const priced = await priceSession(getFirestore(), uid, session);
    if (!priced.ok) {
      logger.warn('Checkout session refused', { uid, sessionId, message: priced.message });
      await event.data.ref.update({ error: { message: priced.message } });
      return;
    }
    await event.data.ref.update({
      url: localCheckoutUrl(uid, sessionId),
      amount_total: priced.totalCents,
      local_line_items: priced.lines,
    });
  },
);

function newPaymentId(): string {
  return `pi_local_${randomBytes(12).toString('hex')}`;
}

export const localCheckout = onRequest(async (req, res) => {
  res.set('Cache-Control', 'no-store');
  res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  const html = (status: number, body: string) => res.status(status).type('html').send(body);
  if (!localCheckoutEnabled()) {
    html(
      404,
      renderMessagePage('Not found', 'The local checkout only runs in the emulator suite.'),
    );
    return;
  }
  const uid = typeof req.query.uid === 'string' ? req.query.uid : '';
  const sessionId = typeof req.query.session === 'string' ? req.query.session : '';
  if (!isSafeDocId(uid) || !isSafeDocId(sessionId)) {
    html(400, renderMessagePage('Checkout not found', 'This checkout link is not valid.'));
    return;
  }
  const db = getFirestore();
  const sessionRef = db.doc(`stripe_customers/${uid}/checkout_sessions/${sessionId}`);
  const data = (await sessionRef.get()).data();
  const session = data ? parseCheckoutSession(data) : null;
  const lines = data?.local_line_items as PricedLine[] | undefined;
  if (!session || !session.url || !Array.isArray(lines) || session.amountTotal === null) {
    html(
      404,
      renderMessagePage(
        'Checkout not found',
        'This checkout session does not exist or was refused.',
      ),
    );
    return;
  }
  const action = `?${new URLSearchParams({ uid, session: sessionId }).toString()}`;
  if (req.method === 'GET' || req.method === 'HEAD') {
    html(
      200,
      renderCheckoutPage({
        action,
        lines,
        totalCents: session.amountTotal,
        paid: session.paymentId !== null,
      }),
    );
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'GET, POST');
    html(405, renderMessagePage('Method not allowed', 'Use the Pay or Cancel button.'));
    return;
  }
  const choice = (req.body as Record<string, unknown> | undefined)?.action;
  if (choice === 'cancel') {
    res.redirect(303, session.cancelUrl);
    return;
  }
  if (isAfterPayAction(choice)) {
    const amount = (req.body as Record<string, unknown>).amount;
    const answer = await afterPay(db, uid, sessionRef, choice, amount);
    res.status(answer.status).json(answer.body);
    return;
  }
  if (choice !== 'pay') {
    html(400, renderMessagePage('Unknown action', 'Use the Pay or Cancel button.'));
    return;
  }
  // How Stripe's deliveries arrive for her (stripe-delivery.ts): together, payment first, twice.
  const mode = await deliveryModeOf(db, uid);
  const written = await db.runTransaction(async (tx) => {
    const current = (await tx.get(sessionRef)).data();
    const state = current ? parseCheckoutSession(current) : null;
    if (!current || !state || state.paymentId !== null) return null; // paid already: one payment per session
    const paymentId = newPaymentId();
    const amount = state.amountTotal;
    const payment = {
      id: paymentId,
      object: 'payment_intent',
      status: 'succeeded',
      amount,
      amount_received: amount,
      currency: 'cad',
      metadata: current.metadata ?? {},
      ...(mode === 'payment-first' ? {} : { items: current.local_line_items ?? [] }),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      checkout_session: sessionId,
    };
    const ref = db.doc(`stripe_customers/${uid}/payments/${paymentId}`);
    tx.set(ref, payment);
    tx.update(sessionRef, {
      paymentId,
      status: 'complete',
      ...(mode === 'payment-first' ? { itemsPending: true } : {}),
    });
    return { ref, payment };
  });
  // A second delivery of the same webhook: the extension writes the payment again. A write that
  // changes nothing starts no trigger, so the stand-in marks it (`local_delivery`), as a
  // redelivery of a PaymentIntent that changed meanwhile would differ.
  if (written && mode === 'twice')
    await written.ref.set({ ...written.payment, local_delivery: 2 }, { merge: true });
  res.redirect(303, session.successUrl);
});
