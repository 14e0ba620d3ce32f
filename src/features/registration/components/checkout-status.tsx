/**
 * What happened to the checkout request: the stored error message or a timeout, with Retry;
 * or the server's refusal of the order, shown on the step it belongs to.
 */
import { LoadError } from '../../../components/load-error';
import type { OrderRefusal } from '../../../contract/checkout-order';
import type { CheckoutState } from '../hooks/use-checkout';

const CHECKOUT_TIMEOUT_TEXT = 'The payment page is taking longer than expected to open.';

interface Props {
  readonly state: CheckoutState;
  readonly onRetry: () => void;
}

export function CheckoutStatus({ state, onRetry }: Props) {
  if (state.phase !== 'failed' && state.phase !== 'timeout') return null;
  return (
    <LoadError
      message={state.phase === 'failed' ? state.message : CHECKOUT_TIMEOUT_TEXT}
      onRetry={onRetry}
    />
  );
}

/** The server refused the order: its message, on the step to change (role alert: read out at once). */
export function OrderRefusalAlert({ refusal }: { readonly refusal: OrderRefusal }) {
  return (
    <div className="alert alert-danger" role="alert" data-refusal-field={refusal.field}>
      {refusal.message}
    </div>
  );
}
