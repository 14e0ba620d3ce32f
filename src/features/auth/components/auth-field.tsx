import type { ChangeEvent, Ref } from 'react';
import { useAuthMessage } from '../auth-messages';

interface AuthFieldProps {
  readonly id: string;
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: string;
  /** Text shown under the field and announced; the field is marked invalid. */
  readonly error?: string;
  /** Marks the field invalid without text of its own (the form's alert explains). */
  readonly invalid?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
}

/**
 * A labelled input whose problem is announced (role="alert") and tied to it (aria-describedby).
 * Bootstrap's form classes on plain elements: the sign-in page's first load carries no
 * React-Bootstrap Form (docs/performance.md).
 */
export function AuthField({
  id,
  label,
  type,
  value,
  onChange,
  autoComplete,
  error,
  invalid,
  inputRef,
  disabled,
}: AuthFieldProps) {
  const translate = useAuthMessage();
  const isInvalid = Boolean(error) || Boolean(invalid);
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={isInvalid ? 'form-control is-invalid' : 'form-control'}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
        disabled={disabled}
        aria-invalid={isInvalid}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div className="invalid-feedback" id={errorId} role="alert">
          {translate(error)}
        </div>
      )}
    </div>
  );
}
