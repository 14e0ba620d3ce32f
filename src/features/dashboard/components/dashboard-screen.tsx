import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { PageSpinner } from '../../../components/page-spinner';
import { LoadError } from '../../../components/load-error';
import { legIdFromRaceId, paths } from '../../../config/paths';
import { reportError } from '../../../lib/report-error';
import { useUserDoc } from '../api/use-dashboard-data';
import { DashboardBody } from './dashboard-body';
import './dashboard.css';

/**
 * /dashboard/{raceId} (docs/product.md §P2): the participant's own progress on one leg (price_{raceId}).
 * A race that is not among the user's registrations sends her home.
 */
export function DashboardScreen() {
  const { t } = useLingui();
  const { raceId = '' } = useParams();
  const legId = legIdFromRaceId(raceId);
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const profile = useUserDoc(uid);

  useEffect(() => {
    if (profile.status === 'error') reportError(profile.error, { action: 'loadUserDoc' });
  }, [profile.status, profile.error]);

  if (profile.status === 'loading' || uid === null)
    return <PageSpinner label={t`Loading your dashboard...`} />;
  if (profile.status === 'error') {
    return (
      <div className="container py-4">
        <LoadError
          message={t`We couldn't load your dashboard. Check your connection and try again.`}
          onRetry={profile.retry}
        />
      </div>
    );
  }
  const registration = profile.data?.subscribedRaces[legId];
  if (!profile.data || !registration) return <Navigate to={paths.home()} replace />;
  return (
    <DashboardBody
      key={legId}
      uid={uid}
      legId={legId}
      user={profile.data}
      registration={registration}
    />
  );
}
