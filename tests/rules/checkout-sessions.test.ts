/** Checklist 26-29: checkout session requests under stripe_customers/{uid}/checkout_sessions. */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds, createRulesEnv, seedDocs } from './support/rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('checkout-sessions');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'stripe_customers/alice/checkout_sessions/s1': { mode: 'payment', url: 'https://checkout.stripe.com/x' },
    'stripe_customers/bob/checkout_sessions/s2': { mode: 'payment' },
    'stripe_customers/bob/payments/p1': { status: 'succeeded' },
  });
});

function session(uid: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mode: 'payment',
    automatic_tax: { enabled: true },
    line_items: [{ price: 'price_tbcr25_1000km', quantity: 1 }],
    metadata: { uid, legId: 'price_tbcr25_1000km', raceUrl: 'thebigcanadarun2025' },
    success_url: 'http://localhost:4173/register/thebigcanadarun2025/confirmation?race=tbcr25_1000km',
    cancel_url: 'http://localhost:4173/register/thebigcanadarun2025',
    allow_promotion_codes: true,
    ...extra,
  };
}

const alice = () => env.authenticatedContext(ALICE).firestore();

describe('creating a session (checklist 26-28)', () => {
  it('26. allows alice to create a session with only the allowlisted fields', async () => {
    await assertSucceeds(alice().collection('stripe_customers/alice/checkout_sessions').add(session(ALICE)));
    await assertSucceeds(
      alice().collection('stripe_customers/alice/checkout_sessions').add(session(ALICE, { promotion_code: 'promo_runcanada' })),
    );
    await assertSucceeds(
      alice()
        .collection('stripe_customers/alice/checkout_sessions')
        .add(session(ALICE, { success_url: 'https://virtual-challenges-prod.web.app/register/x/confirmation?race=y' })),
    );
  });

  it.each([
    ['client', { client: 'web' }],
    ['amount', { amount: 100 }],
    ['currency', { currency: 'cad' }],
    ['an extra key', { customer: 'cus_1' }],
    ['a foreign success_url', { success_url: 'https://evil.example/confirmation' }],
    ['a look-alike origin', { success_url: 'http://localhost:4173.evil.example/x' }],
    ['a foreign cancel_url', { cancel_url: 'https://evil.example/' }],
    ['mode subscription', { mode: 'subscription' }],
    ['automatic tax off', { automatic_tax: { enabled: false } }],
    ['no line items', { line_items: [] }],
    ['another uid in metadata', { metadata: { uid: BOB, legId: 'price_x' } }],
    ['allow_promotion_codes false', { allow_promotion_codes: false }],
    ['a promotion_code that is not a string', { promotion_code: 42 }],
    ['a promotion_code map', { promotion_code: { id: 'promo_runcanada' } }],
    ['a promotion_code over 255 characters', { promotion_code: 'p'.repeat(256) }],
    ['more than 30 line items', { line_items: Array.from({ length: 31 }, () => ({ price: 'price_x', quantity: 1 })) }],
    ['a legId that is not a leg', { metadata: { uid: ALICE, legId: 'prod_x' } }],
  ])('27. denies a session with %s', async (_label, extra) => {
    await assertFails(alice().collection('stripe_customers/alice/checkout_sessions').add(session(ALICE, extra)));
  });

  it('27. denies a session without a required key', async () => {
    const { success_url: _dropped, ...rest } = session(ALICE);
    await assertFails(alice().collection('stripe_customers/alice/checkout_sessions').add(rest));
  });

  it("28. denies creating in bob's sessions, and a visitor anywhere", async () => {
    await assertFails(alice().collection('stripe_customers/bob/checkout_sessions').add(session(BOB)));
    await assertFails(env.unauthenticatedContext().firestore().collection('stripe_customers/alice/checkout_sessions').add(session(ALICE)));
  });

  it('28. denies alice updating or deleting her own session', async () => {
    await assertFails(alice().doc('stripe_customers/alice/checkout_sessions/s1').update({ url: 'https://evil.example' }));
    await assertFails(alice().doc('stripe_customers/alice/checkout_sessions/s1').delete());
  });
});

describe('reading sessions (checklist 29)', () => {
  it('29. allows alice to get and list her own sessions', async () => {
    await assertSucceeds(alice().doc('stripe_customers/alice/checkout_sessions/s1').get());
    await assertSucceeds(alice().collection('stripe_customers/alice/checkout_sessions').get());
  });

  it("29. denies alice reading bob's sessions or payments", async () => {
    await assertFails(alice().doc('stripe_customers/bob/checkout_sessions/s2').get());
    await assertFails(alice().collection('stripe_customers/bob/checkout_sessions').get());
    await assertFails(alice().doc('stripe_customers/bob/payments/p1').get());
    await assertFails(alice().collection('stripe_customers/bob/payments').get());
  });

  it('29. denies a visitor', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc('stripe_customers/alice/checkout_sessions/s1').get());
  });
});
