import { Trans } from '@lingui/react/macro';
import { ORGANISATION_NAME as organisation } from '../../../config/contact';

interface NewsCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * "Send me news about challenges" on the create-account screen (the e-mail feature, "News is
 * opt-in"; CASL): separate from the terms, never required, unticked by default. A yes is
 * stored with when and where she gave it (ensure-user-doc.ts); she can change it on her
 * account page, and every news e-mail carries a one-click unsubscribe. Ticked, it says that a
 * confirmation e-mail comes first: news goes only to an address whose owner confirmed it
 * (docs/privacy.md, "News consent").
 */
export function NewsCheckbox({ checked, onChange }: NewsCheckboxProps) {
  return (
    <div className="mb-3 form-check">
      <input
        id="signup-news"
        className="form-check-input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor="signup-news">
        <Trans>
          Send me news about challenges from {organisation}. You can unsubscribe at any time.
        </Trans>
      </label>
      {checked ? (
        <p className="form-text mb-0" data-testid="signup-news-confirmation">
          <Trans>We will first e-mail you a link to confirm it.</Trans>
        </p>
      ) : null}
    </div>
  );
}
