/**
 * /leaderboard/{raceId} (spec 02 §2): the race progress page of a race that is the user's;
 * otherwise (her races loaded, this one not among them) back to / (replace). Opens at the top.
 */
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { PageSpinner } from '../components/page-spinner';
import { legIdFromRaceId, paths } from '../config/paths';
import { LeaderboardScreen } from '../features/leaderboard/components/leaderboard-screen';
import { useAuth } from '../lib/auth-context';
import { useUserDoc } from '../lib/use-user-doc';

export default function LeaderboardPage() {
  const { raceId = '' } = useParams();
  const auth = useAuth();
  const uid = auth.status === 'signedIn' ? auth.user.uid : null;
  const user = useUserDoc(uid);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [raceId]);

  if (user.status === 'loading') return <PageSpinner />;
  if (user.status === 'error')
    return (
      <div className="container py-4">
        <LoadError message="Your races could not be loaded." onRetry={user.retry} />
      </div>
    );
  const race = user.data?.subscribedRaces[legIdFromRaceId(raceId)];
  if (!race || !uid) return <Navigate to={paths.home()} replace />;
  return <LeaderboardScreen race={race} uid={uid} />;
}
