/**
 * Emulator entry point: every production function (../src/index.ts) plus the local stand-ins
 * for Stripe Checkout (local-checkout.ts) and the tracker providers (local-provider/), the
 * reconciliation sweep on demand (local-reconcile.ts), the mail sender that plays the "Trigger
 * Email from Firestore" extension (local-mail.ts), the Node.js version report (local-runtime.ts)
 * and the payment trigger's fault hook. Only the emulator suite loads it:
 * scripts/lib/emulator-functions.mjs bundles it into .cache/emulator-functions/ and points the
 * functions emulator there; `firebase deploy` ships functions/lib/index.js, built from
 * ../src/index.ts alone.
 */
import { localCheckout, localCheckoutEnabled, onCheckoutSessionCreated } from './local-checkout';
import { localMailEnabled, sendQueuedMail } from './local-mail';
import { localProvider, localProviderEnabled } from './local-provider/local-provider';
import { localReconcile, localReconcileEnabled } from './local-reconcile';
import { localRuntime, localRuntimeEnabled } from './local-runtime';

export * from '../src/index';
// The payment trigger itself, with a fault the tests can inject (payment-fault.ts); this named
// export takes the place of the one above.
export { onPaymentWritten } from './payment-fault';
// The account deletion callable, with a crash the tests can inject half-way (deletion-fault.ts).
export { deleteMyAccount } from './deletion-fault';

// Defence in depth, should this bundle ever be deployed: the stand-ins are exported only inside
// the emulator suite (function discovery runs without FUNCTIONS_EMULATOR), the checkout one not
// when a Stripe secret is configured, and both do nothing outside the emulator.
// `module.exports`, not `exports`: the bundle (esbuild, CommonJS) replaces the module's exports
// object with its ES exports before this runs.
if (localCheckoutEnabled()) {
  Object.assign(module.exports, { localCheckout, onCheckoutSessionCreated });
}
if (localProviderEnabled()) {
  Object.assign(module.exports, { localProvider });
}
if (localReconcileEnabled()) {
  Object.assign(module.exports, { localReconcile });
}
if (localRuntimeEnabled()) {
  Object.assign(module.exports, { localRuntime });
}
if (localMailEnabled()) {
  Object.assign(module.exports, { sendQueuedMail });
}
