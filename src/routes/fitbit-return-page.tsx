import { useLocation } from 'react-router-dom';
import { TrackerReturnScreen } from '../features/trackers/components/tracker-return-screen';
import { useAuth } from '../lib/auth-context';

/** /fitbitAuth (spec 02 §2 Tracker return pages): the signed-in area only, so there is a user. */
export default function FitbitReturnPage() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (!user) return null;
  // Keyed by the query: another answer from the provider is another exchange.
  return <TrackerReturnScreen key={search} provider="fitbit" uid={user.uid} search={search} />;
}
