import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { reportError } from '../../../lib/report-error';
import { useHomeBanner, useUserDoc } from '../api/use-home-data';
import { displayFirstName, raceCards } from '../race-cards';
import { HomeBanner } from './home-banner';
import { RaceGrid } from './race-grid';
import './home.css';

/** Home (docs/product.md §P2): the banner, a greeting by first name, and the registered races. */
export function HomeScreen() {
  const { t } = useLingui();
  const { user } = useAuth();
  const profile = useUserDoc(user?.uid ?? null);
  const banner = useHomeBanner();
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (profile.status === 'error') reportError(profile.error, { action: 'loadUserDoc' });
  }, [profile.status, profile.error]);
  useEffect(() => {
    if (banner.status === 'error') reportError(banner.error, { action: 'loadHomeBanner' });
  }, [banner.status, banner.error]);

  const cards = useMemo(
    () =>
      profile.status === 'success' && profile.data
        ? raceCards(profile.data.subscribedRaces, now)
        : [],
    [profile.status, profile.data, now],
  );

  const firstName = displayFirstName(profile.data?.details?.firstName);
  return (
    <div className="container py-4">
      {banner.status === 'success' && banner.data && <HomeBanner banner={banner.data} />}
      <h1 className="h3 mb-3">
        {firstName ? <Trans>Welcome back, {firstName}!</Trans> : <Trans>Welcome!</Trans>}
      </h1>
      <h2 className="h5 mb-3">
        <Trans>My Challenges</Trans>
      </h2>
      {profile.status === 'loading' && <PageSpinner label={t`Loading your challenges...`} />}
      {profile.status === 'error' && (
        <LoadError
          message={t`We couldn't load your challenges. Check your connection and try again.`}
          onRetry={profile.retry}
        />
      )}
      {profile.status === 'success' && <RaceGrid cards={cards} />}
    </div>
  );
}
