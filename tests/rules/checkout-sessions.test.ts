/** docs/security.md items 26-29, 36: checkout sessions under stripe_customers/{uid}/checkout_sessions (server-written). */
import { describe, it } from 'vitest';
import { ALICE, BOB, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('checkout-sessions', () => ({
  'stripe_customers/alice/checkout_sessions/s1': {
    mode: 'payment',
    url: 'https://checkout.stripe.com/x',
  },
  'stripe_customers/bob/checkout_sessions/s2': { mode: 'payment' },
  'stripe_customers/bob/payments/p1': { status: 'succeeded' },
}));

function session(uid: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mode: 'payment',
    automatic_tax: { enabled: true },
    line_items: [{ price: 'price_tbcr25_1000km', quantity: 1 }],
    metadata: { uid, legId: 'price_tbcr25_1000km', raceUrl: 'thebigcanadarun2025' },
    success_url:
      'http://localhost:4173/register/thebigcanadarun2025/confirmation?race=tbcr25_1000km',
    cancel_url: 'http://localhost:4173/register/thebigcanadarun2025',
    allow_promotion_codes: true,
    ...extra,
  };
}

const alice = () => env.authenticatedContext(ALICE).firestore();

describe('create, update, delete (26-28, 36): the startCheckout callable writes sessions, clients never', () => {
  it('26, 36. denies alice a session with only the allowlisted fields', async () => {
    await assertFails(
      alice().collection('stripe_customers/alice/checkout_sessions').add(session(ALICE)),
    );
    await assertFails(
      alice()
        .collection('stripe_customers/alice/checkout_sessions')
        .add(session(ALICE, { promotion_code: 'promo_runcanada' })),
    );
  });

  it.each([
    ['client', { client: 'web' }],
    ['amount', { amount: 100 }],
    ['currency', { currency: 'cad' }],
    ['an extra key', { customer: 'cus_1' }],
    ['a foreign success_url', { success_url: 'https://evil.example/confirmation' }],
  ])('27. denies a session with %s', async (_label, extra) => {
    await assertFails(
      alice().collection('stripe_customers/alice/checkout_sessions').add(session(ALICE, extra)),
    );
  });

  it("28. denies creating in bob's sessions, and a visitor anywhere", async () => {
    await assertFails(
      alice().collection('stripe_customers/bob/checkout_sessions').add(session(BOB)),
    );
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .collection('stripe_customers/alice/checkout_sessions')
        .add(session(ALICE)),
    );
  });

  it('28, 36. denies alice updating or deleting her own session', async () => {
    await assertFails(
      alice()
        .doc('stripe_customers/alice/checkout_sessions/s1')
        .update({ url: 'https://evil.example' }),
    );
    await assertFails(
      alice().doc('stripe_customers/alice/checkout_sessions/s1').set({ mode: 'payment' }),
    );
    await assertFails(alice().doc('stripe_customers/alice/checkout_sessions/s1').delete());
  });
});

describe('read (29)', () => {
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
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc('stripe_customers/alice/checkout_sessions/s1')
        .get(),
    );
  });
});
