import { useLocation } from 'react-router-dom';
import { FitbitReturnScreen } from '../features/trackers/components/fitbit-return-screen';
import { useAuth } from '../lib/auth-context';

/** /fitbitAuth (spec 02 §2 Tracker return pages): the signed-in area only, so there is a user. */
export default function FitbitReturnPage() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (!user) return null;
  // Keyed by the query: another answer from the provider is another exchange.
  return <FitbitReturnScreen key={search} uid={user.uid} search={search} />;
}
