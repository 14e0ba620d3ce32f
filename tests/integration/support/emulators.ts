/**
 * Helpers for the functions integration tests: run inside `node scripts/emulators.mjs exec`,
 * which sets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_ORIGIN.
 * Every test makes its own race, legs, users and codes (fresh ids), so the seed data that
 * may share the project is never touched (the service fee and extras are written exactly as
 * the seed writes them).
 */
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { emulatorProjectId } from '../../../scripts/lib/demo-project.mjs';
import { buildExtras, buildServiceFee } from '../../../scripts/seed/catalogue.mjs';
import { buildOptions } from '../../../scripts/seed/options.mjs';
import { expect } from 'vitest';
import type { CheckoutOrderRequest } from '../../../src/contract/checkout-order';
import type { ShippingAddress } from '../../../src/contract/shipping-address';

export const PROJECT_ID = emulatorProjectId();
export const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export function adminDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('Run inside the emulator suite (scripts/emulators.mjs exec).');
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

export function uniqueId(prefix: string): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/**
 * How long a test waits for a trigger's evidence. On a busy 2-core machine the Functions
 * emulator queues a run behind others (a minute was seen for the tracker inbox under a CPU hog,
 * where 20 s ran out; more than a minute right after the seed's test, whose few hundred writes
 * each start triggers, now that every mail write also starts the delivery-error trigger): one
 * bound for every such wait, and the project's limits above it (vitest.config.ts). A wait ends
 * as soon as its evidence is there; only a failing test waits the whole bound. A chain of
 * several triggers (the mail chain, inbox.ts) has its own.
 */
export const TRIGGER_WAIT_MS = 120_000;

/** Polls `probe` until it returns a value (not undefined/null/false), up to `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = TRIGGER_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A test race with two legs (early bird forever: 1000 and 3000 cents) and teams allowed. */
export interface Fixture {
  readonly raceId: string;
  readonly raceUrl: string;
  readonly legA: string;
  readonly legB: string;
}

export const LEG_A_CENTS = 1000;
export const LEG_B_CENTS = 3000;
export const BASE_FEE_CENTS = 300;
export const SOCKS = {
  productId: 'prod_socks',
  priceId: 'price_socks_pair',
  cents: 1800,
  name: 'Maple Leaf Socks',
};

export async function createFixture(db: Firestore): Promise<Fixture> {
  const id = uniqueId('');
  const raceId = `prod_it_${id}`;
  const raceUrl = `it-${id}`;
  const legA = `price_it${id}_100km`;
  const legB = `price_it${id}_200km`;
  const batch = db.batch();
  const charities = buildOptions().filter((doc) => doc.path === 'options/checkoutCharities');
  for (const doc of [...buildServiceFee(), ...buildExtras(), ...charities])
    batch.set(db.doc(doc.path), doc.data);
  batch.set(db.doc(`products/${raceId}`), {
    name: `Integration Race ${id}`,
    description: 'A race made by an integration test.',
    active: true,
    images: ['/images/it-logo.svg'],
    role: 'race',
    metadata: {
      type: 'race',
      url: raceUrl,
      teams: 'true',
      raceStartDate: '2025-01-01',
      raceEndDate: '2099-12-31',
      userStartDate: '2025-01-01',
      userEndDate: '2099-12-31',
      early_start: '2025-01-01',
      early_end: '2099-12-31',
      regular_start: '2100-01-01',
      regular_end: '2100-12-31',
    },
  });
  const leg = (legId: string, km: number, early: number, regular: number) => {
    batch.set(db.doc(`products/${raceId}/prices/${legId}`), {
      active: true,
      currency: 'cad',
      unit_amount: regular,
      type: 'one_time',
      description: `${km} km Leg`,
      tax_behavior: 'exclusive',
      metadata: {
        doc_id: legId,
        description: `Run ${km} km`,
        early_price: String(early),
        regular_price: String(regular),
        distance: String(km),
      },
    });
    batch.set(db.doc(`races/${legId}`), {
      name: `Integration Race ${id}`,
      legName: `${km} km Leg`,
      distance: km,
      raceDateStart: Timestamp.fromDate(new Date('2025-01-01T00:00:00Z')),
      raceDateEnd: Timestamp.fromDate(new Date('2099-12-31T23:59:59Z')),
    });
  };
  leg(legA, 100, LEG_A_CENTS, 2000);
  leg(legB, 200, LEG_B_CENTS, 4000);
  await batch.commit();
  return { raceId, raceUrl, legA, legB };
}

/** users/{uid} with a Canadian address (no shipping charge). */
export async function createUser(
  db: Firestore,
  uid: string,
  firstName = 'Test',
  email = `${uid}@example.test`,
): Promise<void> {
  await db.doc(`users/${uid}`).set({
    email,
    createdAt: Timestamp.now(),
    agreedToTerms: true,
    details: {
      firstName,
      lastName: 'Runner',
      address: '1 Main St',
      country: 'CA',
      state: 'ON',
      city: 'Ottawa',
      postalCode: 'K1P 1J1',
      phoneNumber: '613-555-0100',
    },
  });
}

export interface OrderOptions {
  readonly leg?: string;
  readonly gifts?: Record<string, number>;
  readonly products?: Record<string, string>;
  readonly donation?: number;
  readonly teamChoice?: 'noTeam' | 'newTeam' | 'existingTeam';
  readonly teamName?: string;
  readonly teamCode?: string;
  readonly referralLink?: string;
  readonly promoCode?: string;
  /** The order's shipping country (default CA: no shipping charge); the address is one of that country. */
  readonly country?: string;
  /** The order's whole shipping address (overrides `country`). */
  readonly shipping?: ShippingAddress;
}

/** A valid shipping address in a country (the registration form's checks: a US ZIP, a Canadian postal code). */
export function addressIn(country: string, firstName = 'Test'): ShippingAddress {
  const base = { firstName, lastName: 'Runner', phoneNumber: '613-555-0100' };
  if (country === 'CA')
    return {
      ...base,
      address: '1 Main St',
      city: 'Ottawa',
      state: 'ON',
      postalCode: 'K1P 1J1',
      country,
    };
  if (country === 'US')
    return {
      ...base,
      address: '1 Beacon Street',
      city: 'Boston',
      state: 'MA',
      postalCode: '02108',
      country,
    };
  return {
    ...base,
    address: '1 Rue de Rivoli',
    city: 'Paris',
    state: 'IDF',
    postalCode: '75001',
    country,
  };
}

function metadataFor(uid: string, fx: Fixture, o: OrderOptions = {}): Record<string, string> {
  return {
    uid,
    legId: o.leg ?? fx.legA,
    raceId: fx.raceId,
    raceUrl: fx.raceUrl,
    teamChoice: o.teamChoice ?? 'noTeam',
    teamName: o.teamName ?? '',
    teamCode: o.teamCode ?? '',
    gifts: JSON.stringify(o.gifts ?? {}),
    products: JSON.stringify(o.products ?? {}),
    donation: String(o.donation ?? 0),
    foundation: o.donation ? 'trails' : '',
    referral_link: o.referralLink ?? '',
    promo_code: o.promoCode ?? '',
    shipping_country: o.country ?? 'CA',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
  };
}

export function priceData(name: string, cents: number, inclusive = false) {
  return {
    price_data: {
      currency: 'cad',
      unit_amount: cents,
      tax_behavior: inclusive ? 'inclusive' : 'exclusive',
      product_data: inclusive ? { name, tax_code: 'txcd_00000000' } : { name },
    },
    quantity: 1,
  };
}

export function checkoutSession(
  uid: string,
  fx: Fixture,
  lineItems: unknown[],
  o: OrderOptions = {},
) {
  const legId = o.leg ?? fx.legA;
  return {
    mode: 'payment',
    automatic_tax: { enabled: true },
    line_items: lineItems,
    metadata: metadataFor(uid, fx, o),
    success_url: `http://localhost:5173/register/${fx.raceUrl}/confirmation?race=${legId.replace(/^price_/, '')}`,
    cancel_url: `http://localhost:5173/register/${fx.raceUrl}`,
    allow_promotion_codes: true,
  };
}

/** A payment document as the Stripe extension writes it. */
export function paymentDoc(uid: string, fx: Fixture, amount: number, o: OrderOptions = {}) {
  return {
    id: uniqueId('pi_it_'),
    status: 'succeeded',
    amount,
    amount_received: amount,
    currency: 'cad',
    metadata: metadataFor(uid, fx, o),
    items: [],
    created: Math.floor(Date.now() / 1000),
  };
}

/** A new Auth emulator account: uid, e-mail and an ID token for callables. */
export async function signUp(): Promise<{ uid: string; email: string; idToken: string }> {
  const email = `${uniqueId('it-')}@example.test`;
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'it-pass-1', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!response.ok || !body.localId || !body.idToken)
    throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, email, idToken: body.idToken };
}

export interface CallableResponse {
  readonly status: number;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly status: string; readonly message: string };
}

/**
 * Calls an onCall function over HTTP, the way httpsCallable does; `headers` adds to the call's
 * own (the page's Origin, for a callable that answers differently from the app: fitbit.ts).
 */
export async function callFunction(
  name: string,
  data: unknown,
  idToken?: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<CallableResponse> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...headers,
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { status: string; message: string };
  };
  return { status: response.status, ...body };
}

/** The order the registration form sends to startCheckout (src/contract/checkout-order.ts). */
export function orderFor(fx: Fixture, o: OrderOptions = {}): CheckoutOrderRequest {
  return {
    raceId: fx.raceId,
    legId: o.leg ?? fx.legA,
    gifts: o.gifts ?? {},
    extras: o.products ?? {},
    donation: { dollars: o.donation ?? 0, foundation: o.donation ? 'trails' : '' },
    team: { choice: o.teamChoice ?? 'noTeam', name: o.teamName ?? '', code: o.teamCode ?? '' },
    promoCode: o.promoCode ?? null,
    referralLink: o.referralLink ?? null,
    shipping: o.shipping ?? addressIn(o.country ?? 'CA'),
    tracking: { utm_source: 'it' },
    origin: 'http://localhost:5173',
  };
}

export interface Participant {
  readonly uid: string;
  readonly email: string;
  /** The Auth emulator ID token callables need. */
  readonly idToken: string;
}

/** A signed-up participant with a profile (users/{uid} with a Canadian address). */
export async function newParticipant(db: Firestore, firstName = 'Test'): Promise<Participant> {
  const { uid, email, idToken } = await signUp();
  await createUser(db, uid, firstName, email);
  return { uid, email, idToken };
}

/** users/{uid}.subscribedRaces[legId]: the participant's registration on the leg, if any. */
export async function registrationOf(db: Firestore, uid: string, legId: string) {
  return (await db.doc(`users/${uid}`).get()).data()?.subscribedRaces?.[legId];
}

/** An unused gift code for `legId`, bought by someone else (giftcodes/{code}). */
export async function newGiftCode(db: Firestore, legId: string): Promise<string> {
  const code = uniqueId('IT-GIFT-');
  await db
    .doc(`giftcodes/${code}`)
    .set({ used: false, legId, purchasedBy: 'it-giver', createdAt: new Date() });
  return code;
}

/** POSTs a form as a page would (the stand-ins' pages), not following the redirect it answers. */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/**
 * Waits for the stand-in's answer on a session (written by the server or a test): its url, or
 * its error. The stand-in is a trigger: on a machine kept busy by another process its worker
 * once took more than 15 s to start, so the wait is a minute.
 */
export async function sessionAnswer(
  db: Firestore,
  uid: string,
  sessionId: string,
): Promise<DocumentData> {
  const ref = db.doc(`stripe_customers/${uid}/checkout_sessions/${sessionId}`);
  return waitFor(
    'the session answer',
    async () => {
      const data = (await ref.get()).data();
      return data?.url || data?.error ? data : undefined;
    },
    TRIGGER_WAIT_MS,
  );
}

/** Presses Pay (or Cancel, or posts another action) on the local checkout page; Pay and Cancel answer 303 back to the app. */
export function pressOnCheckoutPage(url: string, action: string): Promise<Response> {
  return postForm(url, { action });
}

/**
 * startCheckout, Pay on the local checkout and provisioning, as the browser and the stand-in
 * do it: the callable's response, the session's answer, the payment and the provisioning marker.
 */
export async function orderAndPay(
  db: Firestore,
  participant: Pick<Participant, 'uid' | 'idToken'>,
  order: CheckoutOrderRequest,
) {
  const response = await callFunction('startCheckout', order, participant.idToken);
  expect(response.error).toBeUndefined();
  const answer = await sessionAnswer(db, participant.uid, response.result?.sessionId as string);
  expect(answer.error).toBeUndefined();
  expect((await pressOnCheckoutPage(answer.url as string, 'pay')).status).toBe(303);
  const payment = (await db.collection(`stripe_customers/${participant.uid}/payments`).get())
    .docs[0]!;
  const marker = await waitFor('provisioning', async () =>
    (await db.doc(`provisioned/${payment.id}`).get()).data(),
  );
  return { response, answer, payment: payment.data(), marker };
}
