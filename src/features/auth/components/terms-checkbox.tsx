import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { POLICY_URL } from '../../../config/contact';

interface TermsCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** The required agreement to the terms and the privacy policy (spec 01 §2.1), with links to both. */
export function TermsCheckbox({ checked, onChange, error, inputRef }: TermsCheckboxProps) {
  const errorId = 'signup-terms-error';
  return (
    <Form.Group className="mb-3" controlId="signup-terms">
      <Form.Check>
        <Form.Check.Input
          ref={inputRef}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <Form.Check.Label>
          I agree to the{' '}
          <a href={`${POLICY_URL}#terms`} target="_blank" rel="noreferrer">
            terms
          </a>{' '}
          and the{' '}
          <a href={`${POLICY_URL}#privacy`} target="_blank" rel="noreferrer">
            privacy policy
          </a>
        </Form.Check.Label>
        {error && (
          <Form.Control.Feedback type="invalid" id={errorId} role="alert">
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Check>
    </Form.Group>
  );
}
