/**
 * Looks the race up by its url (/register/{raceUrl}): unknown, inactive or not a race →
 * /404; otherwise provides it to the form and the sign-in screens below.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { isRegistrableRace } from '../api/catalogue-models';
import { RegistrationRaceProvider } from '../hooks/registration-race-context';
import { useRaceByUrl } from '../hooks/use-registration-sources';

export function RegistrationRaceGate() {
  const { t } = useLingui();
  const { raceUrl = '' } = useParams();
  const race = useRaceByUrl(raceUrl);
  useEffect(() => {
    if (race.status === 'error') reportError(race.error, { action: 'loadRace', raceUrl });
  }, [race.status, race.error, raceUrl]);
  if (race.status === 'loading') return <PageSpinner />;
  if (race.status === 'error') {
    return (
      <div className="container py-5">
        <LoadError
          message={t`We could not load this race. Check your connection and try again.`}
          onRetry={race.retry}
        />
      </div>
    );
  }
  if (!isRegistrableRace(race.data)) return <Navigate to={paths.notFound()} replace />;
  return (
    <RegistrationRaceProvider race={race.data}>
      <Outlet />
    </RegistrationRaceProvider>
  );
}
