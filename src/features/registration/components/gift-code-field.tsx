/**
 * The gift-code entry of step 2 (docs/product.md §R2.5, §R4, §R5, §R8): redeem a code instead of paying for
 * the distance chosen on step 1. Case-sensitive: only surrounding whitespace is trimmed. The
 * code lives in the registration data (plain `giftCode` field), so it survives step changes.
 * Enter in the field redeems (it never submits the step's form). States: idle; redeeming (the
 * wrapper shows 'Registering...'); invalid (is-invalid + the spec's text, with the distance
 * sentence added on a mismatch); valid (is-valid until the form moves on); retry on failures.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import {
  INVALID_GIFT_CODE_MESSAGE,
  normalizeGiftCode,
  WRONG_DISTANCE_MESSAGE,
  type GiftRedemptionErrorKind,
  type RedeemGiftCodeRequest,
} from '../api/redeem-gift-code';
import { LoadError } from '../../../components/load-error';
import type { GiftRedemption } from '../hooks/use-gift-redemption';
import { GIFT_FIELD_TEXTS, worded } from '../logic/message-texts';
import { fieldId } from './form-field';

export const GIFT_CODE_FIELD = 'giftCode';
const {
  empty: GIFT_CODE_EMPTY_MESSAGE,
  noDistance: GIFT_CODE_NO_DISTANCE_MESSAGE,
  accepted: GIFT_CODE_ACCEPTED_TEXT,
  hint: GIFT_CODE_HINT,
} = GIFT_FIELD_TEXTS;
export { GIFT_CODE_EMPTY_MESSAGE, GIFT_CODE_NO_DISTANCE_MESSAGE };

interface Props {
  readonly value: string;
  readonly onChange: (name: string, value: string) => void;
  readonly redemption: GiftRedemption;
  /** The callable's request for a (trimmed) code; null when step 1 has no distance. */
  readonly buildRequest: (code: string) => RedeemGiftCodeRequest | null;
}

export function GiftCodeField({ value, onChange, redemption, buildRequest }: Props) {
  const { i18n, t } = useLingui();
  const [localMessage, setLocalMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { status, error, redeem, clearError } = redemption;
  const busy = status === 'redeeming' || status === 'success';

  useEffect(() => {
    // After a failed redemption the step comes back: put the participant back in the field.
    if (error) input.current?.focus();
  }, [error]);

  const submit = () => {
    if (busy) return;
    const code = normalizeGiftCode(value);
    const refuse = (message: string) => {
      setLocalMessage(message);
      input.current?.focus(); // the message is the field's description: read out on focus
    };
    if (code === '') {
      refuse(GIFT_CODE_EMPTY_MESSAGE);
      return;
    }
    const request = buildRequest(code);
    if (request === null) {
      refuse(GIFT_CODE_NO_DISTANCE_MESSAGE);
      return;
    }
    setLocalMessage(null);
    void redeem(request);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // not the quantities form's implicit submission
    submit();
  };

  const change = (next: string) => {
    onChange(GIFT_CODE_FIELD, next);
    setLocalMessage(null);
    clearError();
  };

  const id = fieldId(GIFT_CODE_FIELD);
  const hintId = `${id}-hint`;
  const feedbackId = `${id}-feedback`;
  const codeRejected =
    error !== null &&
    (error.kind === 'invalid' ||
      error.kind === 'wrongDistance' ||
      error.kind === 'alreadyRegistered');
  const retryError = error !== null && !codeRejected ? error : null;
  const invalid = localMessage !== null || codeRejected;
  const stateClass = invalid ? 'is-invalid' : status === 'success' ? 'is-valid' : '';
  const describedBy = [hintId, invalid || status === 'success' ? feedbackId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="gift-code mt-4 mb-4">
      <label className="form-label" htmlFor={id}>
        {t`Gift code`}
      </label>
      <p id={hintId} className="form-text mt-0 mb-2">
        {worded(i18n, GIFT_CODE_HINT)}
      </p>
      <div className="input-group has-validation">
        <input
          ref={input}
          id={id}
          name={GIFT_CODE_FIELD}
          type="text"
          className={`form-control ${stateClass}`}
          value={value}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          readOnly={busy}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
        />
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={submit}>
          {status === 'redeeming' && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          <Trans>Redeem</Trans>
        </button>
        {invalid && (
          <div id={feedbackId} className="invalid-feedback d-block">
            {localMessage !== null ? (
              worded(i18n, localMessage)
            ) : (
              <RejectedText kind={error?.kind} message={error?.message ?? ''} />
            )}
          </div>
        )}
        {status === 'success' && (
          <div id={feedbackId} className="valid-feedback d-block" role="status">
            {worded(i18n, GIFT_CODE_ACCEPTED_TEXT)}
          </div>
        )}
      </div>
      {retryError && (
        <LoadError
          className="mt-2 mb-0"
          message={worded(i18n, retryError.message)}
          onRetry={submit}
        />
      )}
    </div>
  );
}

/** docs/product.md §R8: the invalid text, with the distance sentence added on a mismatch. */
function RejectedText({
  kind,
  message,
}: {
  readonly kind: GiftRedemptionErrorKind | undefined;
  readonly message: string;
}) {
  const { i18n } = useLingui();
  if (kind === 'alreadyRegistered') return <>{worded(i18n, message)}</>;
  return (
    <>
      <span>{worded(i18n, INVALID_GIFT_CODE_MESSAGE)}</span>
      {kind === 'wrongDistance' && (
        <>
          {' '}
          <span>{worded(i18n, WRONG_DISTANCE_MESSAGE)}</span>
        </>
      )}
    </>
  );
}
