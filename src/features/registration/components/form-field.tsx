/** A labelled form control with its message at the field (Bootstrap's is-invalid + invalid-feedback). */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { worded } from '../logic/message-texts';

export interface FieldProps {
  readonly name: string;
  /** Keeps ids unique when a page holds several forms of these fields (the account page). */
  readonly idPrefix?: string;
  readonly label: string;
  readonly error?: string;
  readonly children: (control: {
    id: string;
    className: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
  readonly hint?: string;
}

export function fieldId(name: string, prefix = 'registration'): string {
  return `${prefix}-${name}`;
}

export function Field({ name, idPrefix, label, error, children, hint }: FieldProps) {
  const { i18n } = useLingui();
  const id = fieldId(name, idPrefix);
  const feedbackId = `${id}-feedback`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: error ? 'is-invalid' : '',
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': feedbackId } : {}),
      })}
      {hint && !error && <div className="form-text">{hint}</div>}
      {error && (
        <div id={feedbackId} className="invalid-feedback d-block">
          {worded(i18n, error)}
        </div>
      )}
    </div>
  );
}

export interface TextFieldProps {
  readonly name: string;
  readonly idPrefix?: string;
  readonly label: string;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (name: string, value: string) => void;
  readonly type?: string;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly pattern?: string;
  readonly title?: string;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly format?: (value: string) => string;
}

export function TextField(props: TextFieldProps) {
  const { name, idPrefix, label, value, error, onChange, format, type = 'text', ...rest } = props;
  return (
    <Field name={name} idPrefix={idPrefix} label={label} error={error}>
      {(control) => (
        <input
          {...rest}
          {...control}
          className={`form-control ${control.className}`}
          name={name}
          type={type}
          required
          value={value}
          onChange={(event) =>
            onChange(name, format ? format(event.target.value) : event.target.value)
          }
        />
      )}
    </Field>
  );
}
