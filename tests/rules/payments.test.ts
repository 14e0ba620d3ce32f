/** docs/security.md items 25, 29: stripe_customers/{uid}/payments is written by the server; the owner reads her own. */
import { describe, it } from 'vitest';
import { ALICE, assertFails, assertSucceeds } from './support/rules-env';
import { rulesFile } from './support/rules-file';

const env = rulesFile('payments', () => ({ [ALICE_PAYMENT]: payment, [BOB_PAYMENT]: payment }));
const ALICE_PAYMENT = 'stripe_customers/alice/payments/pi_1';
const BOB_PAYMENT = 'stripe_customers/bob/payments/pi_2';
const payment = {
  status: 'succeeded',
  amount: 5200,
  amount_received: 5200,
  currency: 'cad',
  metadata: { legId: 'price_leg' },
};

const alice = () => env.authenticatedContext(ALICE).firestore();

describe('payments', () => {
  it('allows the owner to get and list her payments', async () => {
    await assertSucceeds(alice().doc(ALICE_PAYMENT).get());
    await assertSucceeds(alice().collection('stripe_customers/alice/payments').get());
  });

  it("29. denies reading bob's payments, and a visitor reading any", async () => {
    await assertFails(alice().doc(BOB_PAYMENT).get());
    await assertFails(alice().collection('stripe_customers/bob/payments').get());
    await assertFails(alice().collectionGroup('payments').get());
    await assertFails(env.unauthenticatedContext().firestore().doc(ALICE_PAYMENT).get());
  });

  it('25. denies the owner creating any payment, a succeeded one included', async () => {
    await assertFails(alice().doc('stripe_customers/alice/payments/free').set(payment));
    await assertFails(
      alice()
        .doc('stripe_customers/alice/payments/gift')
        .set({ ...payment, amount: 0, metadata: { giftCode: 'X' } }),
    );
    await assertFails(
      alice().collection('stripe_customers/alice/payments').add({ status: 'processing' }),
    );
  });

  it('denies updating or deleting a payment, own or not', async () => {
    await assertFails(alice().doc(ALICE_PAYMENT).update({ status: 'succeeded', amount: 0 }));
    await assertFails(alice().doc(ALICE_PAYMENT).delete());
    await assertFails(alice().doc(BOB_PAYMENT).set(payment));
  });
});
