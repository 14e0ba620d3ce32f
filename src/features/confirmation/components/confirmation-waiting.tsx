import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../config/contact';
import { paths } from '../../../config/paths';
import { SLOW_CONFIRMATION_MS } from '../logic/confirmation-state';

/**
 * The wait for the registration: a Cloud Function provisions it a few seconds after payment.
 * The listener keeps running; after SLOW_CONFIRMATION_MS a reassuring note is added.
 */
export function ConfirmationWaiting() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Thank you!</Trans>
      </h1>
      <div role="status" aria-live="polite" className="text-center py-4">
        <Spinner animation="border" aria-hidden="true" className="mb-3" />
        <p className="fs-5 mb-1">
          <Trans>Confirming your registration…</Trans>
        </p>
        <p className="small text-body-secondary mb-0">
          <Trans>This usually takes a few seconds. Please keep this page open.</Trans>
        </p>
        {slow && (
          <div className="alert alert-info text-start mt-4 mb-0" data-testid="slow-confirmation">
            <p>
              <Trans>
                Your payment is being confirmed. It can take a minute, and this page will update by
                itself as soon as your registration is ready.
              </Trans>
            </p>
            <p>
              <Trans>
                Still waiting after a few minutes? Don&apos;t worry, your spot is safe: email us at{' '}
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will sort it out.
              </Trans>
            </p>
            <Link to={paths.home()}>
              <Trans>Back to home</Trans>
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
