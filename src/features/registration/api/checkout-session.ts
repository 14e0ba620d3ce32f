/**
 * Checkout (docs/product.md §R4, docs/product.md, "Deliberate differences"): the `startCheckout` callable prices the order and
 * writes stripe_customers/{uid}/checkout_sessions/{id}; the browser then waits on onSnapshot
 * for `url` (go there) or `error` (show its message), with a timeout. A refused order comes
 * back as an OrderRefusal: its code, worded from the contract, and the step and field it
 * belongs to.
 */
import { doc, collection, onSnapshot } from 'firebase/firestore';
import {
  orderRefusalOf,
  START_CHECKOUT_CALLABLE,
  type CheckoutOrderRequest,
  type CheckoutOrderResponse,
  type OrderRefusal,
} from '../../../contract/checkout-order';
import { db } from '../../../lib/firestore';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import {
  parseCheckoutSession,
  type CheckoutSession,
} from '../../../contract/docs/checkout-session';
import { callable } from '../../../lib/functions';
import { RegistrationError, toRegistrationError } from './registration-error';

// Written by the startCheckout callable, then by the Stripe extension.
const stateConverter = readOnlyConverter<CheckoutSession>(
  'stripe_customers/{uid}/checkout_sessions/{id}',
  parseCheckoutSession,
);

export type StartCheckoutResult =
  | { readonly ok: true; readonly sessionId: string }
  | { readonly ok: false; readonly refusal: OrderRefusal };

/** Places the order; resolves with the session to wait on, or the server's refusal. Throws RegistrationError otherwise. */
export async function startCheckout(order: CheckoutOrderRequest): Promise<StartCheckoutResult> {
  try {
    const result = await callable<CheckoutOrderRequest, CheckoutOrderResponse>(
      START_CHECKOUT_CALLABLE,
    )(order);
    return { ok: true, sessionId: result.data.sessionId };
  } catch (error) {
    // Worded from the contract's table by the code the server sent; no code: not a refusal.
    const refusal = orderRefusalOf(error, order.promoCode);
    if (refusal) return { ok: false, refusal };
    throw toRegistrationError(error);
  }
}

const CHECKOUT_TIMEOUT_MS = 30_000;

const sessionsPath = (uid: string) => collection(db, 'stripe_customers', uid, 'checkout_sessions');

/**
 * Waits for the session's url. `onUrl` or `onError` is called once (a 'checkout-failed'
 * error with the stored message, 'checkout-timeout' after `timeoutMs`). Returns the stop function.
 */
export function watchCheckoutSession(
  uid: string,
  sessionId: string,
  onUrl: (url: string) => void,
  onError: (error: RegistrationError) => void,
  timeoutMs = CHECKOUT_TIMEOUT_MS,
): () => void {
  let done = false;
  const finish = (action: () => void) => {
    if (done) return;
    done = true;
    stop();
    clearTimeout(timer);
    action();
  };
  const timer = setTimeout(
    () =>
      finish(() =>
        onError(
          new RegistrationError('checkout-timeout', 'The payment page is taking too long to open.'),
        ),
      ),
    timeoutMs,
  );
  const stop = onSnapshot(
    doc(sessionsPath(uid), sessionId).withConverter(stateConverter),
    (snapshot) => {
      const state = snapshot.data();
      if (state?.url) finish(() => onUrl(state.url as string));
      else if (state?.errorMessage)
        finish(() =>
          onError(new RegistrationError('checkout-failed', state.errorMessage as string)),
        );
    },
    (error) => finish(() => onError(toRegistrationError(error))),
  );
  return () => finish(() => undefined);
}
