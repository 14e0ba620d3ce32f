/**
 * Submitting the order (docs/product.md §R4): the server prices it and writes the checkout session;
 * then wait for its url (go there), its error (show the message) or a timeout (offer Retry;
 * no data is lost). A refused order is shown on the step it belongs to.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutOrderRequest, OrderRefusal } from '../../../contract/checkout-order';
import { reportError } from '../../../lib/report-error';
import { startCheckout, watchCheckoutSession } from '../api/checkout-session';
import { CHECKOUT_WRITE_FAILED } from '../logic/step-messages';

export type CheckoutState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'waiting'; readonly sessionId: string | null }
  | { readonly phase: 'refused'; readonly refusal: OrderRefusal }
  | { readonly phase: 'failed'; readonly message: string }
  | { readonly phase: 'timeout' };

export function useCheckout(
  uid: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  const [state, setState] = useState<CheckoutState>({ phase: 'idle' });
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    /** Resolves with the server's refusal, if it refused the order (to show it on its step). */
    async (order: CheckoutOrderRequest): Promise<OrderRefusal | null> => {
      stopRef.current?.();
      setState({ phase: 'waiting', sessionId: null });
      try {
        const result = await startCheckout(order);
        if (!result.ok) {
          setState({ phase: 'refused', refusal: result.refusal });
          return result.refusal;
        }
        const { sessionId } = result;
        setState({ phase: 'waiting', sessionId });
        stopRef.current = watchCheckoutSession(
          uid,
          sessionId,
          (url) => navigate(url),
          (error) => {
            if (error.code === 'checkout-timeout') setState({ phase: 'timeout' });
            else {
              if (error.code !== 'checkout-failed')
                reportError(error, { action: 'watchCheckoutSession' });
              setState({ phase: 'failed', message: error.message });
            }
          },
        );
      } catch (error) {
        reportError(error, { action: 'startCheckout' });
        setState({ phase: 'failed', message: CHECKOUT_WRITE_FAILED });
      }
      return null;
    },
    [uid, navigate],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}
