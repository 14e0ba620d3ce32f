/** /register/{raceUrl}: loads what the steps need for the signed-in participant, then shows them. */
import { useEffect } from 'react';
import { PageSpinner } from '../../../app/page-spinner';
import { useAuth } from '../../../app/auth-context';
import { reportError } from '../../../lib/report-error';
import type { RaceProduct } from '../api/catalogue-models';
import { useRegistrationRaceProduct } from '../hooks/registration-race-context';
import { useRegistrationInputs } from '../hooks/use-registration-inputs';
import { RegistrationSteps } from './registration-steps';

// The participant's document exists before the form can show: signing in or up resolves only
// once users/{uid} is written (auth-actions.ts), so a failure to load here is a real one.
function LoadedRegistration({ race, user }: { readonly race: RaceProduct; readonly user: { readonly uid: string; readonly email: string } }) {
  const inputs = useRegistrationInputs(race, user.uid);
  const failedError = inputs.status === 'error' ? inputs.error : null;
  useEffect(() => {
    if (failedError) reportError(failedError, { action: 'loadRegistration', race: race.id });
  }, [failedError, race.id]);
  if (inputs.status === 'loading') return <PageSpinner />;
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
