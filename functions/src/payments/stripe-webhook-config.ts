/**
 * Our Stripe webhook endpoint's signing secret (docs/payments.md): STRIPE_WEBHOOK_SECRET, a
 * Secret Manager secret bound to `stripeWebhook` (`firebase functions:secrets:set
 * STRIPE_WEBHOOK_SECRET`; the endpoint's own whsec_…, not the extension's). In the emulator suite
 * the local checkout signs its events with a stand-in secret.
 */
export const STRIPE_WEBHOOK_SECRET = 'STRIPE_WEBHOOK_SECRET';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in';

export function stripeWebhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[STRIPE_WEBHOOK_SECRET]?.trim();
  if (configured) return configured;
  if (env.FUNCTIONS_EMULATOR === 'true') return LOCAL_STRIPE_WEBHOOK_SECRET;
  throw new Error(`${STRIPE_WEBHOOK_SECRET} is not set (Secret Manager): refunds need it.`);
}
