/**
 * Submitting the order (spec 01 §4): write the checkout session request, then wait for its
 * url (go there), its error (show the message) or a timeout (offer Retry; no data is lost).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import { createCheckoutSession, watchCheckoutSession, type CheckoutSessionRequest } from '../api/checkout-session';

export type CheckoutState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'waiting'; readonly sessionId: string | null }
  | { readonly phase: 'failed'; readonly message: string }
  | { readonly phase: 'timeout' };

export const CHECKOUT_WRITE_FAILED = 'We could not start the payment. Please try again.';

export function useCheckout(uid: string, navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const [state, setState] = useState<CheckoutState>({ phase: 'idle' });
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    async (request: CheckoutSessionRequest) => {
      stopRef.current?.();
      setState({ phase: 'waiting', sessionId: null });
      try {
        const sessionId = await createCheckoutSession(uid, request);
        setState({ phase: 'waiting', sessionId });
        stopRef.current = watchCheckoutSession(
          uid,
          sessionId,
          (url) => navigate(url),
          (error) => {
            if (error.code === 'checkout-timeout') setState({ phase: 'timeout' });
            else {
              if (error.code !== 'checkout-failed') reportError(error, { action: 'watchCheckoutSession' });
              setState({ phase: 'failed', message: error.message });
            }
          },
        );
      } catch (error) {
        reportError(error, { action: 'createCheckoutSession' });
        setState({ phase: 'failed', message: CHECKOUT_WRITE_FAILED });
      }
    },
    [uid, navigate],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}
