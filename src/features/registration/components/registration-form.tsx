/** /register/{raceUrl}: loads what the steps need for the signed-in participant, then shows them. */
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useAuth } from '../../../lib/auth-context';
import { reportError } from '../../../lib/report-error';
import type { RaceProduct } from '../api/catalogue-models';
import { useRegistrationRaceProduct } from '../hooks/registration-race-context';
import { useRegistrationInputs } from '../hooks/use-registration-inputs';
import { RegistrationSteps } from './registration-steps';

const AUTO_RETRIES = 3;

function LoadedRegistration({ race, user }: { readonly race: RaceProduct; readonly user: { readonly uid: string; readonly email: string } }) {
  const inputs = useRegistrationInputs(race, user.uid);
  const failedError = inputs.status === 'error' ? inputs.error : null;
  const failedRetry = inputs.status === 'error' ? inputs.retry : null;
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!failedError || !failedRetry) return undefined;
    // Right after sign-up a first read can go out before the new ID token: retry a few times.
    if (retries < AUTO_RETRIES) {
      const timer = setTimeout(() => {
        setRetries((n) => n + 1);
        failedRetry();
      }, 400 * (retries + 1));
      return () => clearTimeout(timer);
    }
    reportError(failedError, { action: 'loadRegistration', race: race.id });
    return undefined;
  }, [failedError, failedRetry, retries, race.id]);
  if (inputs.status === 'loading' || (inputs.status === 'error' && retries < AUTO_RETRIES)) return <PageSpinner />;
  if (inputs.status === 'error') {
    return (
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          We could not load the registration form.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={inputs.retry}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return <RegistrationSteps race={race} user={user} inputs={inputs.data} />;
}

export function RegistrationForm() {
  const race = useRegistrationRaceProduct();
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <PageSpinner />;
  return <LoadedRegistration key={auth.user.uid} race={race} user={{ uid: auth.user.uid, email: auth.user.email ?? '' }} />;
}
