/**
 * The checkout session request (spec 01 §7, architecture.md): write
 * stripe_customers/{uid}/checkout_sessions/{auto id}, then wait on onSnapshot for `url`
 * (go there) or `error` (show its message), with a timeout. Rules allowlist the fields.
 */
import { addDoc, collection, doc, onSnapshot, type DocumentData, type FirestoreDataConverter } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { toRecord, toText } from '../../../lib/firestore-values';
import type { CheckoutRequestBody } from '../logic/checkout-request';
import { RegistrationError, toRegistrationError } from './registration-error';

export type CheckoutSessionRequest = CheckoutRequestBody;

export interface CheckoutSessionState {
  readonly url: string | null;
  readonly errorMessage: string | null;
}

const stateConverter: FirestoreDataConverter<CheckoutSessionState, DocumentData> = {
  toFirestore(): DocumentData {
    throw new Error('Session requests are written with createCheckoutSession.');
  },
  fromFirestore(snapshot) {
    const data = snapshot.data();
    const error = toRecord(data.error);
    return { url: toText(data.url) || null, errorMessage: data.error ? toText(error.message, 'Checkout failed.') : null };
  },
};

const sessionsPath = (uid: string) => collection(db, 'stripe_customers', uid, 'checkout_sessions');

/** Writes the request; resolves with the new session id. */
export async function createCheckoutSession(uid: string, request: CheckoutSessionRequest): Promise<string> {
  try {
    const ref = await addDoc(sessionsPath(uid), request);
    return ref.id;
  } catch (error) {
    throw toRegistrationError(error);
  }
}

export const CHECKOUT_TIMEOUT_MS = 30_000;

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
    () => finish(() => onError(new RegistrationError('checkout-timeout', 'The payment page is taking too long to open.'))),
    timeoutMs,
  );
  const stop = onSnapshot(
    doc(sessionsPath(uid), sessionId).withConverter(stateConverter),
    (snapshot) => {
      const state = snapshot.data();
      if (state?.url) finish(() => onUrl(state.url as string));
      else if (state?.errorMessage) finish(() => onError(new RegistrationError('checkout-failed', state.errorMessage as string)));
    },
    (error) => finish(() => onError(toRegistrationError(error))),
  );
  return () => finish(() => undefined);
}
