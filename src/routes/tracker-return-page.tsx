import { useLocation } from 'react-router-dom';
import { TrackerReturnScreen } from '../features/trackers/components/tracker-return-screen';
import type { TrackerProvider } from '../contract/tracker-activity';
import { useAuth } from '../lib/auth-context';

/**
 * /sconfirm, /fitbitAuth and /garminAuth (docs/trackers.md, the return pages): the signed-in area
 * only, so there is a user; one page for the three providers (one chunk in the bundle).
 */
export default function TrackerReturnPage({ provider }: { readonly provider: TrackerProvider }) {
  const { user } = useAuth();
  const { search } = useLocation();
  if (!user) return null;
  // Keyed by the query: another answer from the provider is another exchange.
  return <TrackerReturnScreen key={search} provider={provider} uid={user.uid} search={search} />;
}
