/**
 * `stripeWebhook` (HTTPS, POST): our own Stripe endpoint for what the "Run Payments with Stripe"
 * extension does not record, refunds (`charge.refunded`) and dispute outcomes
 * (`charge.dispute.closed`) (docs/payments.md). Verified by its signature before anything is
 * read; a forged or stale delivery gets 400 and nothing is written. The change lands on the
 * payment document; the payment trigger ends the registration. A change that cannot be placed
 * (no such payment) is an alert for the organisers and is acknowledged (200), since
 * Stripe's retries would not place it either; a failure of ours answers 500, and Stripe retries.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { raiseAlert } from '../ops/alert-store';
import { deployedSecrets } from '../trackers/provider-config';
import { recordPaymentChange } from './record-payment-change';
import { parseStripeEvent } from './stripe-event';
import { checkStripeSignature } from './stripe-signature';
import { STRIPE_WEBHOOK_SECRET, stripeWebhookSecret } from './stripe-webhook-config';

export const stripeWebhook = onRequest(
  { secrets: deployedSecrets([STRIPE_WEBHOOK_SECRET]) },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).send('Method not allowed');
      return;
    }
    const raw = req.rawBody?.toString('utf8') ?? '';
    const signature = checkStripeSignature(
      raw,
      req.get('stripe-signature'),
      stripeWebhookSecret(),
      Math.floor(Date.now() / 1000),
    );
    if (!signature.ok) {
      logger.warn('stripeWebhook: refused', { reason: signature.reason });
      res.status(400).send(`Webhook refused: ${signature.reason}`);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      res.status(400).send('Webhook refused: the body is not JSON');
      return;
    }
    const parsed = parseStripeEvent(body);
    if (!parsed.ok) {
      logger.warn('stripeWebhook: refused', { reason: parsed.reason });
      res.status(400).send(`Webhook refused: ${parsed.reason}`);
      return;
    }
    const { event } = parsed;
    if (event === null) {
      res.json({ received: true, ignored: true });
      return;
    }
    const db = getFirestore();
    const { outcome, uid } = await recordPaymentChange(db, event);
    if (outcome === 'no-payment') {
      await raiseAlert(db, {
        kind: 'refund-not-applied',
        key: event.paymentIntentId,
        summary: `A Stripe ${event.change.kind} for payment ${event.paymentIntentId} matches no payment of ours`,
        details: {
          paymentId: event.paymentIntentId,
          eventId: event.eventId,
          reason: outcome,
          ...(uid ? { uid } : {}),
        },
      });
    }
    logger.info('stripeWebhook', {
      eventId: event.eventId,
      paymentId: event.paymentIntentId,
      customer: event.customerId,
      outcome,
    });
    res.json({ received: true, outcome });
  },
);
