import { useLocation } from 'react-router-dom';
import { StravaReturnScreen } from '../features/trackers/components/strava-return-screen';
import { useAuth } from '../lib/auth-context';

/** /sconfirm (spec 02 §2 Tracker return pages): the signed-in area only, so there is a user. */
export default function StravaReturnPage() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (!user) return null;
  return <StravaReturnScreen uid={user.uid} search={search} />;
}
