/**
 * Editing the shipping address (beyond the spec: participants ask to fix it before the medal
 * ships). Registration step 1's own fields and validation; saves users/{uid}.details alone.
 * Bad input: the field's message, focus on the first bad field, nothing written.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { reportError } from '../../../lib/report-error';
import {
  PersonalDetailsFields,
  validatePersonalDetails,
  type FieldErrors,
  type RegistrationData,
} from '../../registration';
import { saveAddress } from '../api/save-address';
import { formToDetails } from '../logic/address-form';
import { SaveCancelButtons } from './save-cancel-buttons';

export const SAVE_FAILED = msg`We couldn't save your address. Check your connection and press Save again.`;

interface Props {
  readonly uid: string;
  readonly initial: RegistrationData;
  readonly onDone: () => void;
}

export function AddressEditForm({ uid, initial, onDone }: Props) {
  const { t, i18n } = useLingui();
  const [data, setData] = useState<RegistrationData>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = (name: string, value: string) => {
    setData((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePersonalDetails(data);
    setErrors(found);
    setFailed(false);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await saveAddress(uid, formToDetails(data));
      onDone();
    } catch (error) {
      reportError(error, { action: 'saveAddress' });
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Edit shipping address`}>
      <PersonalDetailsFields data={data} errors={errors} onChange={change} />
      {failed && (
        <div className="alert alert-danger" role="alert">
          {i18n._(SAVE_FAILED)}
        </div>
      )}
      <SaveCancelButtons busy={busy} onCancel={onDone} />
    </form>
  );
}
