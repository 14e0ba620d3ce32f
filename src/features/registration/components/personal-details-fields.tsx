/**
 * Step 1 personal details (docs/product.md §R3, §R5): every field labelled and required. The account
 * page's address edits use them too, with their own legend and ids.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { COUNTRIES, regionsFor } from '../logic/countries';
import { countryOptions, regionOptions } from '../logic/place-names';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from '../../../contract/phone-number';
import { formatPhoneAsTyped, PHONE_PLACEHOLDER } from '../logic/phone';
import { field, type FieldErrors, type RegistrationData } from '../logic/registration-data';
import { Field, TextField } from './form-field';

/** The text fields' labels, worded at render (a language switch re-words them). */
const LABELS = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  address: msg`Address`,
  state: msg`Province / State`,
  city: msg`City`,
  postalCode: msg`Postal code`,
} as const satisfies Record<string, MessageDescriptor>;

type TextFieldName = keyof typeof LABELS;

interface Props {
  readonly data: RegistrationData;
  readonly errors: FieldErrors;
  readonly onChange: (name: string, value: string) => void;
  /** Already worded (t`…`); 'Your details' when absent. */
  readonly legend?: string;
  readonly idPrefix?: string;
}

export function PersonalDetailsFields({ data, errors, onChange, legend, idPrefix }: Props) {
  const { t, i18n } = useLingui();
  const text = (name: TextFieldName, autoComplete: string) => (
    <TextField
      name={name}
      idPrefix={idPrefix}
      label={i18n._(LABELS[name])}
      value={field(data, name)}
      error={errors[name]}
      onChange={onChange}
      autoComplete={autoComplete}
    />
  );
  const { language } = useLanguage();
  const countries = useMemo(() => countryOptions(COUNTRIES, language), [language]);
  const country = field(data, 'country');
  const regions = regionOptions(country, regionsFor(country), language);
  const changeCountry = (value: string) => {
    onChange('country', value);
    onChange('state', '');
  };
  return (
    <fieldset className="mb-4">
      <legend className="h5">{legend ?? t`Your details`}</legend>
      <div className="row">
        <div className="col-sm-6">{text('firstName', 'given-name')}</div>
        <div className="col-sm-6">{text('lastName', 'family-name')}</div>
      </div>
      {text('address', 'street-address')}
      <Field name="country" idPrefix={idPrefix} label={t`Country`} error={errors.country}>
        {(control) => (
          <select
            {...control}
            className={`form-select ${control.className}`}
            name="country"
            required
            autoComplete="country"
            value={field(data, 'country')}
            onChange={(event) => changeCountry(event.target.value)}
          >
            <option value="">{t`Select your country`}</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {regions.length > 0 ? (
        <Field name="state" idPrefix={idPrefix} label={i18n._(LABELS.state)} error={errors.state}>
          {(control) => (
            <select
              {...control}
              className={`form-select ${control.className}`}
              name="state"
              required
              value={field(data, 'state')}
              onChange={(event) => onChange('state', event.target.value)}
            >
              <option value="">{t`Select your province or state`}</option>
              {regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        text('state', 'address-level1')
      )}
      <div className="row">
        <div className="col-sm-6">{text('city', 'address-level2')}</div>
        <div className="col-sm-6">{text('postalCode', 'postal-code')}</div>
      </div>
      <TextField
        name="phoneNumber"
        idPrefix={idPrefix}
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        value={field(data, 'phoneNumber')}
        error={errors.phoneNumber}
        onChange={onChange}
        format={formatPhoneAsTyped}
        placeholder={PHONE_PLACEHOLDER}
        pattern={PHONE_PATTERN}
        maxLength={PHONE_MAX_LENGTH}
      />
    </fieldset>
  );
}
