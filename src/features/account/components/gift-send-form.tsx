/**
 * "Send to a friend" under an unused gift registration coupon (account page, Races Registered):
 * the friend's e-mail and an optional short message, sent by the server (sendGiftCode), which
 * e-mails the code with a link that opens registration for its leg. A bad address is said at the
 * field before anything is sent; a refusal at its field or above the buttons; a failed call keeps
 * what she typed and offers Retry. The message is bounded by the contract (GIFT_MESSAGE_MAX_LENGTH):
 * the field stops there and counts the characters left; the server refuses longer at this field.
 */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  isEmailAddress,
  SEND_GIFT_CODE_REFUSAL_FIELD,
} from '../../../contract/callables/send-gift-code';
import { reportError } from '../../../lib/report-error';
import { sendGiftCode } from '../api/send-gift-code';
import { GIFT_SEND_FAILED, GIFT_SEND_REFUSAL_TEXTS } from '../logic/gift-send-texts';

interface Props {
  readonly code: string;
  readonly onClose: () => void;
}

type Problem =
  | { readonly kind: 'refused'; readonly message: MessageDescriptor }
  | { readonly kind: 'failed' }
  | null;

export function GiftSendForm({ code, onClose }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<{ email?: string; message?: string }>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const max = GIFT_MESSAGE_MAX_LENGTH;
  const left = Math.max(0, max - message.length);

  const attempt = async () => {
    if (busy) return;
    const address = email.trim();
    if (!isEmailAddress(address.toLowerCase())) {
      setFieldError({ email: i18n._(GIFT_SEND_REFUSAL_TEXTS.badEmail) });
      setProblem(null);
      emailInput.current?.focus();
      return;
    }
    setFieldError({});
    setProblem(null);
    setBusy(true);
    const outcome = await sendGiftCode({ code, email: address, message });
    setBusy(false);
    if (outcome.ok) {
      setSentTo(address);
      return;
    }
    if (outcome.refusal === null) {
      reportError(outcome.error, { action: 'sendGiftCode' });
      setProblem({ kind: 'failed' });
      return;
    }
    const field = SEND_GIFT_CODE_REFUSAL_FIELD[outcome.refusal];
    const text = GIFT_SEND_REFUSAL_TEXTS[outcome.refusal];
    if (field) {
      setFieldError({ [field]: i18n._(text) });
      (field === 'email' ? emailInput : messageInput).current?.focus();
    } else setProblem({ kind: 'refused', message: text });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt();
  };

  if (sentTo !== null)
    return (
      <div className="w-100 mt-2" data-testid={`gift-sent-${code}`}>
        <p role="status" className="text-success mb-1">
          <Trans>Sent to {sentTo}.</Trans>
        </p>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="w-100 mt-2 border rounded p-2"
      aria-label={t`Send gift code ${code} to a friend`}
    >
      <div className="mb-2">
        <label htmlFor={`${id}-email`} className="form-label">
          <Trans>Your friend's e-mail</Trans>
        </label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          className={`form-control${fieldError.email ? ' is-invalid' : ''}`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError.email ? true : undefined}
          aria-describedby={fieldError.email ? `${id}-email-error` : undefined}
        />
        {fieldError.email && (
          <div id={`${id}-email-error`} className="invalid-feedback">
            {fieldError.email}
          </div>
        )}
      </div>
      <div className="mb-2">
        <label htmlFor={`${id}-message`} className="form-label">
          <Trans>Message (optional)</Trans>
        </label>
        <textarea
          ref={messageInput}
          id={`${id}-message`}
          rows={3}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          className={`form-control${fieldError.message ? ' is-invalid' : ''}`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={fieldError.message ? true : undefined}
          aria-describedby={`${id}-message-count${fieldError.message ? ` ${id}-message-error` : ''}`}
        />
        <div id={`${id}-message-count`} className="form-text">
          <Trans>
            {left} of {max} characters left. Your friend sees it as a quote from you; links in it
            cannot be clicked.
          </Trans>
        </div>
        {fieldError.message && (
          <div id={`${id}-message-error`} className="invalid-feedback">
            {fieldError.message}
          </div>
        )}
      </div>
      {problem?.kind === 'refused' && (
        <div className="alert alert-danger" role="alert">
          {i18n._(problem.message)}
        </div>
      )}
      {problem?.kind === 'failed' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{i18n._(GIFT_SEND_FAILED)}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => void attempt()}
            disabled={busy}
          >
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? <Trans>Sending...</Trans> : <Trans>Send</Trans>}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={onClose}
          disabled={busy}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
