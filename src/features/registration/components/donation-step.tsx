/**
 * Step 3 (docs/product.md §R2.5, §R5): a donation in whole dollars (min 0) and the organization
 * (foundation) from options/checkoutCharities; above 0 an organization is required.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Charity } from '../../../contract/docs/charities';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import {
  donationButtonLabel,
  donationError,
  parseDonationDollars,
  type DonationError,
} from '../../../contract/donation';
import { worded } from '../logic/message-texts';
import { DONATION_MESSAGES } from '../logic/step-messages';
import { field, type RegistrationData } from '../logic/registration-data';
import { Field, TextField } from './form-field';

interface Props {
  readonly formId: string;
  readonly data: RegistrationData;
  readonly onChange: (name: string, value: string) => void;
  readonly charities: readonly Charity[];
  readonly onDone: () => void;
}

export function DonationStep({ formId, data, onChange, charities, onDone }: Props) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const [error, setError] = useState<DonationError | null>(null);
  const dollars = parseDonationDollars(field(data, 'donation'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = donationError(dollars, field(data, 'foundation'));
    setError(found);
    if (found === null) onDone();
  };
  const amountError =
    error && error !== 'organizationRequired' ? DONATION_MESSAGES[error] : undefined;
  return (
    <form id={formId} noValidate onSubmit={submit}>
      <h2 className="h5">{t`Make a donation`}</h2>
      <TextField
        name="donation"
        label={t`Donation (whole dollars)`}
        type="number"
        min={0}
        step={1}
        value={field(data, 'donation')}
        error={amountError}
        onChange={onChange}
      />
      <Field
        name="foundation"
        label={t`Organization`}
        error={
          error === 'organizationRequired' ? DONATION_MESSAGES.organizationRequired : undefined
        }
      >
        {(control) => (
          <select
            {...control}
            className={`form-select ${control.className}`}
            name="foundation"
            required={dollars > 0}
            value={field(data, 'foundation')}
            onChange={(event) => onChange('foundation', event.target.value)}
          >
            <option value="">{t`Select an organization`}</option>
            {charities.map((charity) => (
              <option key={charity.id} value={charity.id}>
                {localized(charity, 'name', language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ul className="list-unstyled small text-body-secondary">
        {charities.map((charity) => (
          <li key={charity.id}>
            <strong>{localized(charity, 'name', language)}</strong>
            {language === 'fr' ? ' : ' : ': '}
            {localized(charity, 'description', language)}
          </li>
        ))}
      </ul>
      <button type="submit" className="btn btn-primary">
        {worded(i18n, donationButtonLabel(Number.isFinite(dollars) ? dollars : 1))}
      </button>
    </form>
  );
}
