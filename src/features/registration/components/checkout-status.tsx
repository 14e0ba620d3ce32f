/**
 * What happened to the checkout request: the stored error message or a timeout, with Retry;
 * or the server's refusal of the order, shown on the step it belongs to.
 */
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/load-error';
import type { OrderRefusal } from '../../../contract/checkout-order';
import type { CheckoutState } from '../hooks/use-checkout';
import { CHECKOUT_TIMEOUT_TEXT, worded, wordedRefusal } from '../logic/message-texts';

interface Props {
  readonly state: CheckoutState;
  readonly onRetry: () => void;
}

export function CheckoutStatus({ state, onRetry }: Props) {
  const { i18n } = useLingui();
  if (state.phase !== 'failed' && state.phase !== 'timeout') return null;
  return (
    <LoadError
      message={
        state.phase === 'failed' ? worded(i18n, state.message) : i18n._(CHECKOUT_TIMEOUT_TEXT)
      }
      onRetry={onRetry}
    />
  );
}

/** The server refused the order: its message, on the step to change (role alert: read out at once). */
export function OrderRefusalAlert({
  refusal,
  promoCode,
}: {
  readonly refusal: OrderRefusal;
  readonly promoCode: string | null;
}) {
  const { i18n } = useLingui();
  return (
    <div className="alert alert-danger" role="alert" data-refusal-field={refusal.field}>
      {wordedRefusal(i18n, refusal, promoCode)}
    </div>
  );
}
