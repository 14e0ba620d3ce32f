import { useLocation } from 'react-router-dom';
import { StravaReturnScreen } from '../features/trackers/components/strava-return-screen';
import { useAuth } from '../lib/auth-context';

/** /sconfirm (spec 02 §2 Tracker return pages): the signed-in area only, so there is a user. */
export default function StravaReturnPage() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (!user) return null;
  // Keyed by the query: another answer from the provider is another exchange.
  return <StravaReturnScreen key={search} uid={user.uid} search={search} />;
}
