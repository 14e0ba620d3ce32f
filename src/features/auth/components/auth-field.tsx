import type { ChangeEvent, Ref } from 'react';
import Form from 'react-bootstrap/Form';

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

/** A labelled input whose problem is announced (role="alert") and tied to it (aria-describedby). */
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
  const isInvalid = Boolean(error) || Boolean(invalid);
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={inputRef}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
        disabled={disabled}
        isInvalid={isInvalid}
        aria-invalid={isInvalid}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId} role="alert">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
