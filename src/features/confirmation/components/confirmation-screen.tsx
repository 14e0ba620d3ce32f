import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { LoadError } from '../../../components/load-error';
import { CONTACT_EMAIL } from '../../../config/contact';
import { paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { useConfirmationUserDoc } from '../api/confirmation-data';
import { confirmationView, legIdFromRaceParam } from '../logic/confirmation-state';
import { ConfirmationDetails } from './confirmation-details';
import { ConfirmationWaiting } from './confirmation-waiting';
import './confirmation.css';

function InvalidLink() {
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>We can&apos;t show this confirmation</Trans>
      </h1>
      <div className="alert alert-warning" role="alert">
        <p>
          <Trans>
            This confirmation link is incomplete: it does not say which challenge you registered
            for. Your registrations are listed on your home page.
          </Trans>
        </p>
        <p>
          <Trans>
            If something looks wrong, email us at{' '}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </Trans>
        </p>
        <Link to={paths.home()}>
          <Trans>Go to home</Trans>
        </Link>
      </div>
    </>
  );
}

function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Thank you!</Trans>
      </h1>
      <LoadError
        message={t`We couldn't load your registration. Check your connection and try again.`}
        onRetry={onRetry}
      />
    </>
  );
}

export interface ConfirmationScreenProps {
  /** The route's {raceUrl}: selects the variant. */
  readonly raceKey: string;
  /** The `race` query parameter: the leg id without price_. */
  readonly raceParam: string | null;
}

/** /register/{raceUrl}/confirmation?race=… (docs/product.md §R2.7): waits for the registration, then thanks. */
export function ConfirmationScreen({ raceKey, raceParam }: ConfirmationScreenProps) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const legId = legIdFromRaceParam(raceParam);
  const profile = useConfirmationUserDoc(legId ? uid : null);

  useEffect(() => {
    if (profile.status === 'error')
      reportError(profile.error, { action: 'loadConfirmation', legId });
  }, [profile.status, profile.error, legId]);

  const view = confirmationView(legId, profile);
  return (
    <main id="main" className="container confirmation py-4">
      {view.kind === 'invalidLink' && <InvalidLink />}
      {view.kind === 'error' && <LoadFailed onRetry={profile.retry} />}
      {view.kind === 'waiting' && <ConfirmationWaiting />}
      {view.kind === 'ready' && uid && (
        <ConfirmationDetails
          uid={uid}
          raceKey={raceKey}
          entry={view.entry}
          firstName={view.firstName}
        />
      )}
    </main>
  );
}
