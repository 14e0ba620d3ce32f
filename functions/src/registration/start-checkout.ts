/**
 * Callable startCheckout (CheckoutOrderRequest → CheckoutOrderResponse): the server prices
 * the order and writes the checkout session (docs/product.md, "Deliberate differences"; docs/security.md items 36-41).
 *
 * The browser sends what the participant chose, never an amount. Before anything is written
 * this checks: the race, leg, gifts and extras active and the race on sale now (early-bird or
 * regular by the server's clock), quantities and lengths in bounds, not yet registered on the
 * leg, the team rule (a free name and a code of 4+ characters, or the right code with at most
 * ten wrong guesses an hour), the charity active, the promo code's real coupon, and a referral
 * link that exists (the buyer's own credits nobody). Then it writes
 * stripe_customers/{uid}/checkout_sessions/{id} with line items built from the catalogue; the
 * Stripe extension (or the local stand-in) answers there with `url` or `error`.
 * A refusal is one of the contract's codes (refusalError; details: the code, the step and
 * the field to show it at); the browser words it from contract/checkout-order.ts.
 */
import { FieldPath, FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { START_CHECKOUT } from '../../../src/contract/callables/registration';
import {
  buildCheckoutMetadata,
  type CheckoutMetadata,
} from '../../../src/contract/checkout-metadata';
import {
  orderRefusal,
  START_CHECKOUT_REFUSAL_TEXTS,
  type CheckoutOrderRequest,
  type CheckoutOrderResponse,
  type OrderRefusal,
  type OrderRefusalCode,
} from '../../../src/contract/checkout-order';
import { buildCancelUrl, buildSuccessUrl, isAppOrigin } from '../../../src/contract/checkout-urls';
import { parseCharity } from '../../../src/contract/docs/charities';
import { parseReferralLink } from '../../../src/contract/docs/referral-link';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { orderCharge } from '../../../src/contract/order-charge';
import type { PromoCodeDoc } from '../../../src/contract/promo-code';
import { loadOrder, type LoadedOrder } from './catalogue';
import { buildLineItems } from './checkout-line-items';
import { loadPromoCode } from './promo-codes';
import { readOrUnavailable } from '../shared/read-or-unavailable';
import { checkTeamCode } from './team-code-guard';
import { callableFunction, refusalError } from '../shared/callable';
import type { RefusalCode } from '../../../src/contract/callables/callable';
import { userPath } from '../shared/paths';

/** A refusal with its step and field; the browser takes the text from the contract's table. */
function refusedWith(refusal: OrderRefusal, code: RefusalCode = 'failed-precondition'): HttpsError {
  const { step, field } = refusal;
  // The message old clients show: the table's text, with the promo code filled in.
  const texts = { ...START_CHECKOUT_REFUSAL_TEXTS, [refusal.code]: refusal.message };
  return refusalError(code, refusal.code, texts, field === undefined ? { step } : { step, field });
}

/** Refuses the order with a code of the contract's list. */
const refused = (code: OrderRefusalCode, errorCode?: RefusalCode): never => {
  throw refusedWith(orderRefusal(code), errorCode);
};

async function checkTeam(
  db: Firestore,
  uid: string,
  order: CheckoutOrderRequest,
  loaded: LoadedOrder,
): Promise<void> {
  const { choice, name, code } = order.team;
  if (choice === 'noTeam') return;
  if (loaded.product.metadata.teams !== 'true') refused('noTeams');
  if (choice === 'newTeam') {
    const team = await db.doc(`races/${order.legId}/teams/${name}`).get();
    if (team.exists) refused('teamNameTaken');
    return;
  }
  const verdict = await checkTeamCode(db, uid, order.legId, name, code);
  if (verdict === 'too-many') refused('tooManyAttempts', 'resource-exhausted');
  if (verdict === 'no-team') refused('noSuchTeam');
  if (verdict === 'wrong') refused('wrongTeamCode');
}

/** The name of the organization the donation goes to (an active charity), or null without a donation. */
async function checkCharity(db: Firestore, order: CheckoutOrderRequest): Promise<string | null> {
  if (order.donation.dollars === 0) return null;
  // The charity is one key of the map: a FieldPath, so a key with dots is looked up as it is.
  const { foundation } = order.donation;
  const charity = parseCharity(
    foundation,
    (await db.doc('options/checkoutCharities').get()).get(new FieldPath(foundation)),
  );
  if (!charity.active) refused('noOrganization');
  return charity.name || foundation;
}

async function checkPromo(
  db: Firestore,
  order: CheckoutOrderRequest,
): Promise<PromoCodeDoc | null> {
  if (order.promoCode === null) return null;
  const promo = await loadPromoCode(db, order.promoCode);
  if (promo === null) throw refusedWith(orderRefusal('promoGone', { promoCode: order.promoCode }));
  return promo;
}

/**
 * The referral link to credit: null for none or the buyer's own; an unknown link is refused.
 * A failed read is `unavailable` (Retry), not a link "not valid".
 */
async function checkReferral(
  db: Firestore,
  uid: string,
  order: CheckoutOrderRequest,
): Promise<string | null> {
  if (order.referralLink === null) return null;
  const link = await readOrUnavailable(
    db.doc(`referral_links/${order.referralLink}`).get(),
    'referral link',
  );
  const owner = parseReferralLink(link.data())?.owner;
  if (owner === undefined) return refused('badReferralLink');
  return owner === uid ? null : order.referralLink;
}

async function placeOrder(
  uid: string,
  order: CheckoutOrderRequest,
): Promise<CheckoutOrderResponse> {
  if (!isAppOrigin(order.origin)) refused('notFromApp');
  const db = getFirestore();
  const user = parseUserDoc((await db.doc(userPath(uid)).get()).data() ?? {});
  if (user.subscribedRaces[order.legId]) refused('alreadyRegistered');
  const meta: CheckoutMetadata = {
    uid,
    legId: order.legId,
    raceId: order.raceId,
    raceUrl: '',
    teamChoice: order.team.choice,
    teamName: order.team.name,
    teamCode: order.team.code,
    gifts: order.gifts,
    products: order.extras,
    donationDollars: order.donation.dollars,
    foundation: order.donation.foundation,
    referralLink: '',
    promoCode: '',
    shippingCountry: order.shipping.country,
    shippingAddress: order.shipping,
  };
  const loaded = await loadOrder(db, meta, new Date(), true);
  if (!loaded.ok) throw refusedWith(loaded.refusal);
  await checkTeam(db, uid, order, loaded.value);
  const organizationName = await checkCharity(db, order);
  const promo = await checkPromo(db, order);
  const referralLink = await checkReferral(db, uid, order);

  const { value } = loaded;
  const raceUrl = value.product.metadata.url ?? '';
  const charge = orderCharge({
    raceProductId: order.raceId,
    legCents: value.legCents,
    gifts: value.gifts,
    extras: value.extras,
    baseFeeCents: value.baseFeeCents,
    country: order.shipping.country,
    donationDollars: order.donation.dollars,
    coupon: promo?.coupon ?? null,
  });
  const lineItems = buildLineItems({
    leg: { priceId: order.legId, unitCents: value.legCents, productId: order.raceId },
    gifts: value.gifts.map((gift) => ({ ...gift, productId: order.raceId })),
    extras: value.extras,
    serviceFee: { baseCents: value.baseFeeCents },
    countryCode: order.shipping.country,
    donation: {
      dollars: order.donation.dollars,
      ...(organizationName === null ? {} : { organizationName }),
    },
  });
  const checkedOrder: CheckoutOrderRequest = {
    ...order,
    referralLink,
    promoCode: promo ? order.promoCode : null,
  };
  const session = await db.collection(`stripe_customers/${uid}/checkout_sessions`).add({
    mode: 'payment',
    automatic_tax: { enabled: true },
    line_items: lineItems,
    metadata: buildCheckoutMetadata(uid, checkedOrder, raceUrl),
    success_url: buildSuccessUrl(order.origin, raceUrl, order.legId, order.tracking),
    cancel_url: buildCancelUrl(order.origin, raceUrl, order.legId, order.tracking),
    // Every discount is decided here, before payment: no codes typed on Stripe's page.
    allow_promotion_codes: false,
    ...(promo ? { promotion_code: promo.promotionId } : {}),
    expected_total: charge.totalCents,
    created: FieldValue.serverTimestamp(),
  });
  return { sessionId: session.id, totalCents: charge.totalCents };
}

export const startCheckout = callableFunction(
  START_CHECKOUT,
  async (order, { uid }): Promise<CheckoutOrderResponse> => {
    try {
      return await placeOrder(uid, order);
    } catch (error) {
      if (error instanceof HttpsError && error.code !== 'unavailable')
        logger.info('Order refused', { uid, legId: order.legId, refusal: error.details });
      throw error;
    }
  },
);
