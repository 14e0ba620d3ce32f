/** /register/{raceUrl}: loads what the steps need for the signed-in participant, then shows them. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { localized } from '../../../contract/l10n';
import { isOnSale } from '../../../contract/pricing';
import { useAuth } from '../../../lib/auth-context';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { reportError } from '../../../lib/report-error';
import type { RaceProduct } from '../api/catalogue-models';
import { useRegistrationRaceProduct } from '../hooks/registration-race-context';
import { useRegistrationInputs } from '../hooks/use-registration-inputs';
import { worded } from '../logic/message-texts';
import { RegistrationSteps } from './registration-steps';

// The participant's document exists before the form can show: signing in or up resolves only
// once users/{uid} is written (auth-actions.ts), so a failure to load here is a real one.
function LoadedRegistration({
  race,
  user,
}: {
  readonly race: RaceProduct;
  readonly user: { readonly uid: string; readonly email: string };
}) {
  const { t } = useLingui();
  const inputs = useRegistrationInputs(race, user.uid);
  const failedError = inputs.status === 'error' ? inputs.error : null;
  useEffect(() => {
    if (failedError) reportError(failedError, { action: 'loadRegistration', race: race.id });
  }, [failedError, race.id]);
  if (inputs.status === 'loading') return <PageSpinner />;
  if (inputs.status === 'error') {
    return (
      <div className="container py-5">
        <LoadError
          message={t`We could not load the registration form. Check your connection and try again.`}
          onRetry={inputs.retry}
        />
      </div>
    );
  }
  return <RegistrationSteps race={race} user={user} inputs={inputs.data} />;
}

/** Said before the form, by the rule the server applies (src/contract/pricing.ts): a past challenge cannot be bought. */
export const REGISTRATION_CLOSED_TEXT = 'Registration for this challenge is closed.';

export function RegistrationForm() {
  const { i18n, t } = useLingui();
  const race = useRegistrationRaceProduct();
  const auth = useAuth();
  const [openedAt] = useState(() => new Date());
  const language = useActiveLanguage();
  if (!isOnSale(race.metadata, openedAt)) {
    return (
      <div className="container py-5">
        <h1 className="h3 mb-3">{localized(race, 'name', language)}</h1>
        <p role="status">{worded(i18n, REGISTRATION_CLOSED_TEXT)}</p>
        <Link to={paths.home()}>{t`Go to my homepage`}</Link>
      </div>
    );
  }
  if (auth.status !== 'signedIn') return <PageSpinner />;
  return (
    <LoadedRegistration
      key={auth.user.uid}
      race={race}
      user={{ uid: auth.user.uid, email: auth.user.email ?? '' }}
    />
  );
}
