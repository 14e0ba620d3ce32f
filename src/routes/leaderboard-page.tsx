/**
 * /leaderboard/{raceId} (docs/product.md §P2): the race progress page of a race that is the user's;
 * otherwise (her races loaded, this one not among them) back to / (replace). Opens at the top.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { PageSpinner } from '../components/page-spinner';
import { legIdFromRaceId, paths } from '../config/paths';
import { LeaderboardScreen } from '../features/leaderboard/components/leaderboard-screen';
import { useAuth } from '../lib/auth-context';
import { loadCataloguePart } from '../lib/i18n/activate';
import { useUserDoc } from '../lib/use-user-doc';

/**
 * The leaderboard's own part of the catalogue (docs/i18n.md), fetched as this chunk runs: its
 * loaders ride here, so no other page carries its messages and its first load carries no other
 * screen's; the router shows the screen once it is in (route-chunks.ts, whenTextsIn).
 * @public read through the dynamic import (knip does not follow it)
 */
export const texts = loadCataloguePart('leaderboard', {
  en: () => import('../locales/en/leaderboard.po'),
  fr: () => import('../locales/fr/leaderboard.po'),
});

export default function LeaderboardPage() {
  const { t } = useLingui();
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
        <LoadError message={t`Your races could not be loaded.`} onRetry={user.retry} />
      </div>
    );
  const race = user.data?.subscribedRaces[legIdFromRaceId(raceId)];
  if (!race || !uid) return <Navigate to={paths.home()} replace />;
  return <LeaderboardScreen race={race} uid={uid} />;
}
