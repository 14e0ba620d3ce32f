/** Entry point: every Cloud Function the app deploys, one module each. */
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { checkPromoCode } from './check-promo-code';
export { checkTeam } from './check-team';
export { onPaymentWritten } from './provision-payment';
export { redeemGiftCode } from './redeem-gift-code';
// Emulator-only stand-in for Stripe Checkout: both do nothing outside the emulator suite or
// when a Stripe secret is configured (local-checkout.ts).
export { localCheckout, onCheckoutSessionCreated } from './local-checkout';
