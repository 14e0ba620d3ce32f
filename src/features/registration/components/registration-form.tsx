/** /register/{raceUrl}: loads what the steps need for the signed-in participant, then shows them. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { isOnSale } from '../../../contract/pricing';
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

/** Said before the form, by the rule the server applies (src/contract/pricing.ts): a past challenge cannot be bought. */
export const REGISTRATION_CLOSED_TEXT = 'Registration for this challenge is closed.';

export function RegistrationForm() {
  const race = useRegistrationRaceProduct();
  const auth = useAuth();
  const [openedAt] = useState(() => new Date());
  if (!isOnSale(race.metadata, openedAt)) {
    return (
      <div className="container py-5">
        <h1 className="h3 mb-3">{race.name}</h1>
        <p role="status">{REGISTRATION_CLOSED_TEXT}</p>
        <Link to={paths.home()}>Go to my homepage</Link>
      </div>
    );
  }
  if (auth.status !== 'signedIn') return <PageSpinner />;
  return <LoadedRegistration key={auth.user.uid} race={race} user={{ uid: auth.user.uid, email: auth.user.email ?? '' }} />;
}
