import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { POLICY_URL } from '../../../config/contact';
import { useAuthMessage } from '../auth-messages';

interface TermsCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** The required agreement to the terms and the privacy policy (docs/product.md §R2.1), with links to both. */
export function TermsCheckbox({ checked, onChange, error, inputRef }: TermsCheckboxProps) {
  const translate = useAuthMessage();
  const errorId = 'signup-terms-error';
  return (
    <div className="mb-3 form-check">
      <input
        ref={inputRef}
        id="signup-terms"
        className={error ? 'form-check-input is-invalid' : 'form-check-input'}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      <label className="form-check-label" htmlFor="signup-terms">
        <Trans>
          I agree to the{' '}
          <a href={`${POLICY_URL}#terms`} target="_blank" rel="noreferrer">
            terms
          </a>{' '}
          and the{' '}
          <a href={`${POLICY_URL}#privacy`} target="_blank" rel="noreferrer">
            privacy policy
          </a>
        </Trans>
      </label>
      {error && (
        <div className="invalid-feedback" id={errorId} role="alert">
          {translate(error)}
        </div>
      )}
    </div>
  );
}
