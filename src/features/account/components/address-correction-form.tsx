/**
 * Correcting one registration's shipping address (docs/security.md item 63) through the
 * `correctShippingAddress` callable. Registration step 1's fields and checks, plus the zone
 * rule: bad input gets its message at the field, focus there, and nothing is sent. A refusal
 * from the server shows at its field or above the buttons; a failed call keeps everything
 * typed and offers Retry.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { ShippingAddress } from '../../../contract/shipping-address';
import { reportError } from '../../../lib/report-error';
import { PersonalDetailsFields, type FieldErrors, type RegistrationData } from '../../registration';
import { correctShippingAddress } from '../api/correct-shipping-address';
import { correctionErrors, detailsToForm, formToDetails } from '../logic/address-form';
import { correctionRefusalText } from '../logic/correction-refusal-texts';
import { SaveCancelButtons } from './save-cancel-buttons';

export const CORRECTION_FAILED = msg`We couldn't save the corrected address. Check your connection and press Retry.`;

interface Props {
  readonly legId: string;
  readonly raceName: string;
  readonly current: ShippingAddress;
  readonly onDone: () => void;
}

type Problem =
  | { readonly kind: 'refused'; readonly message: MessageDescriptor }
  | { readonly kind: 'failed' }
  | null;

export function AddressCorrectionForm({ legId, raceName, current, onDone }: Props) {
  const { t, i18n } = useLingui();
  const [data, setData] = useState<RegistrationData>(() => detailsToForm(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const form = useRef<HTMLFormElement>(null);

  const focusField = (name: string) =>
    form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const change = (name: string, value: string) => {
    setData((before) => ({ ...before, [name]: value }));
    if (errors[name]) setErrors((before) => ({ ...before, [name]: '' }));
  };

  const save = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await correctShippingAddress({ legId, address: formToDetails(data) });
    setBusy(false);
    if (outcome.ok) {
      onDone();
    } else if (outcome.refusal?.field) {
      // Worded here from the code, in the participant's language (the server sends no text).
      setErrors({ [outcome.refusal.field]: i18n._(correctionRefusalText(outcome.refusal.code)) });
      requestAnimationFrame(() => focusField(outcome.refusal?.field ?? ''));
    } else if (outcome.refusal) {
      setProblem({ kind: 'refused', message: correctionRefusalText(outcome.refusal.code) });
    } else {
      reportError(outcome.error, { action: 'correctShippingAddress' });
      setProblem({ kind: 'failed' });
    }
  };

  /** Save and Retry alike: check what is in the form now, then send it. */
  const attempt = () => {
    if (busy) return;
    const found = correctionErrors(data, current.country);
    setErrors(found);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      setProblem(null);
      focusField(firstBad);
      return;
    }
    void save();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempt();
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t`Correct the shipping address for ${raceName}`}
      className="mt-3"
    >
      <PersonalDetailsFields
        data={data}
        errors={errors}
        onChange={change}
        legend={t`Where this medal ships`}
        idPrefix={`correction-${legId}`}
      />
      {problem?.kind === 'refused' && (
        <div className="alert alert-danger" role="alert">
          {i18n._(problem.message)}
        </div>
      )}
      {problem?.kind === 'failed' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{i18n._(CORRECTION_FAILED)}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={attempt}
            disabled={busy}
          >
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      <SaveCancelButtons busy={busy} onCancel={onDone} />
    </form>
  );
}
