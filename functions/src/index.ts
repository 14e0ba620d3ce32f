/** Entry point: every Cloud Function the app deploys, one module each. */
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { localCheckout, localCheckoutEnabled, onCheckoutSessionCreated } from './local-checkout';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { checkTeam } from './check-team';
export { createReferralLink } from './create-referral-link';
export { onActivityWritten } from './on-activity-written';
export { onPaymentWritten } from './provision-payment';
export { onStandingsRowWritten } from './on-standings-row-written';
export { redeemGiftCode } from './redeem-gift-code';
export { rollStandingsWindows } from './roll-standings-windows';
export { startCheckout } from './start-checkout';

// The emulator-only stand-in for Stripe Checkout (local-checkout.ts) is exported only inside the
// emulator suite, so `firebase deploy` (which discovers functions without FUNCTIONS_EMULATOR)
// never deploys it. Even if it were deployed, both functions do nothing outside the emulator
// or when a Stripe secret is configured.
// `module.exports`, not `exports`: the bundle (esbuild, CommonJS) replaces the module's exports
// object with its ES exports before this runs.
if (localCheckoutEnabled()) {
  Object.assign(module.exports, { localCheckout, onCheckoutSessionCreated });
}
