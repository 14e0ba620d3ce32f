import { useLocation } from 'react-router-dom';
import { GarminReturnScreen } from '../features/trackers/components/garmin-return-screen';
import { useAuth } from '../lib/auth-context';

/** /garminAuth (spec 02 §2 Tracker return pages): the signed-in area only, so there is a user. */
export default function GarminReturnPage() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (!user) return null;
  // Keyed by the query: another answer from the provider is another exchange.
  return <GarminReturnScreen key={search} uid={user.uid} search={search} />;
}
