/**
 * Checkout (spec 01 §4, architecture.md): the `startCheckout` callable prices the order and
 * writes stripe_customers/{uid}/checkout_sessions/{id}; the browser then waits on onSnapshot
 * for `url` (go there) or `error` (show its message), with a timeout. A refused order comes
 * back as an OrderRefusal: the step and field its message belongs to.
 */
import {
  doc,
  collection,
  onSnapshot,
  type DocumentData,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import {
  ORDER_STEPS,
  START_CHECKOUT_CALLABLE,
  type CheckoutOrderRequest,
  type CheckoutOrderResponse,
  type OrderRefusal,
} from '../../../contract/checkout-order';
import { db } from '../../../lib/firestore';
import {
  parseCheckoutSession,
  type CheckoutSession,
} from '../../../contract/docs/checkout-session';
import { toRecord, toText } from '../../../contract/docs/values';
import { callable } from '../../../lib/functions';
import { RegistrationError, toRegistrationError } from './registration-error';

const stateConverter: FirestoreDataConverter<CheckoutSession, DocumentData> = {
  toFirestore(): DocumentData {
    throw new Error('Checkout sessions are written by the startCheckout callable.');
  },
  fromFirestore(snapshot) {
    return parseCheckoutSession(snapshot.data());
  },
};

/** The refusal in a callable error's details, when it is one. */
function orderRefusalOf(error: unknown): OrderRefusal | null {
  const details =
    typeof error === 'object' && error !== null
      ? (error as { details?: unknown }).details
      : undefined;
  const record = toRecord(details);
  const step = record.step;
  const message = toText(record.message);
  if (
    typeof step !== 'string' ||
    !(ORDER_STEPS as readonly string[]).includes(step) ||
    message === ''
  )
    return null;
  const field = toText(record.field);
  return { step: step as OrderRefusal['step'], message, ...(field ? { field } : {}) };
}

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
    const refusal = orderRefusalOf(error);
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
