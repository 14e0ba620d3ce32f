/**
 * How the local checkout delivers what Stripe and the "Run Payments with Stripe" extension
 * deliver (docs/payments.md, "Stripe's order"), for the emulator suite only. A document
 * emulator_faults/stripeDelivery-{uid} with `mode` chooses, for that participant:
 * - (none) the payment and its line items in one write, as before;
 * - 'payment-first': Pay writes the PaymentIntent alone (payment_intent.succeeded); the items
 *   come when the test posts `deliver-items` (checkout.session.completed, merged in later);
 * - 'twice': every delivery happens twice: the payment document written again, and each of
 *   our webhook's events sent a second time with the same event id (Stripe redelivers).
 * Refunds and dispute outcomes go to our `stripeWebhook` as Stripe sends them: a signed POST
 * of a `charge.refunded` or `charge.dispute.closed` event (functions/src/payments/).
 */
import { randomBytes } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { stripeSignatureHeader } from '../src/payments/stripe-signature';
import { stripeWebhookSecret } from '../src/payments/stripe-webhook-config';
import { emulatorFunctionUrl } from '../src/shared/emulator-url';

export type DeliveryMode = 'together' | 'payment-first' | 'twice';

export async function deliveryModeOf(db: Firestore, uid: string): Promise<DeliveryMode> {
  const mode: unknown = (await db.doc(`emulator_faults/stripeDelivery-${uid}`).get()).get('mode');
  return mode === 'payment-first' || mode === 'twice' ? mode : 'together';
}

/** The stand-in's Stripe customer id for a participant (the extension's stripeId). */
export const localCustomerId = (uid: string): string => `cus_local_${uid}`;

const eventId = () => `evt_local_${randomBytes(12).toString('hex')}`;

/** Sends one event to stripeWebhook, signed as Stripe signs it; its HTTP status. */
async function send(event: DocumentData): Promise<number> {
  const body = JSON.stringify(event);
  const response = await fetch(emulatorFunctionUrl('stripeWebhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader(
        body,
        stripeWebhookSecret(),
        Math.floor(Date.now() / 1000),
      ),
    },
    body,
  });
  await response.text();
  return response.status;
}

/**
 * A refund of `refundCents` more (null: the rest) of the payment, or its dispute lost: the
 * event, sent once or (mode 'twice') twice; the statuses our webhook answered.
 */
export async function sendPaymentEvent(
  uid: string,
  payment: DocumentData,
  what: { kind: 'refund'; refundCents: number | null } | { kind: 'dispute-lost' },
  mode: DeliveryMode,
  /** What earlier refunds returned (Stripe's amount_refunded is cumulative). */
  before: number,
): Promise<number[]> {
  const amount = typeof payment.amount_received === 'number' ? payment.amount_received : 0;
  const charge = `ch_local_${String(payment.id)}`;
  const event =
    what.kind === 'refund'
      ? {
          id: eventId(),
          object: 'event',
          type: 'charge.refunded',
          data: {
            object: {
              id: charge,
              object: 'charge',
              amount,
              amount_refunded: Math.min(amount, before + (what.refundCents ?? amount)),
              refunded: what.refundCents === null || before + what.refundCents >= amount,
              customer: localCustomerId(uid),
              payment_intent: payment.id,
              currency: 'cad',
            },
          },
        }
      : {
          id: eventId(),
          object: 'event',
          type: 'charge.dispute.closed',
          data: {
            object: {
              id: `dp_local_${String(payment.id)}`,
              object: 'dispute',
              amount,
              charge,
              payment_intent: payment.id,
              status: 'lost',
              currency: 'cad',
            },
          },
        };
  const statuses = [await send(event)];
  if (mode === 'twice') statuses.push(await send(event));
  return statuses;
}
