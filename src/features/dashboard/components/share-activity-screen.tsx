/**
 * /share-activity (docs/activity-files.md, "Share target"): a workout file shared from a watch's
 * phone app lands here through the service worker; she picks which of her challenges under way
 * it is for, and that dashboard opens on the file's confirm step.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { localized } from '../../../contract/l10n';
import { useAuth } from '../../../lib/auth-context';
import { reportError } from '../../../lib/report-error';
import { sharedFileName } from '../../../lib/shared-activity-file';
import { useUserDoc } from '../api/use-dashboard-data';
import { useActiveLanguage } from '../hooks/use-active-language';
import { localYmd } from '../logic/activity-day';
import { activeRaces } from '../logic/share-races';

/** @public read through the route's dynamic import (knip does not follow it) */
export function ShareActivityScreen() {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const navigate = useNavigate();
  const { user } = useAuth();
  const profile = useUserDoc(user?.uid ?? null);
  const [fileName, setFileName] = useState<string | null | undefined>(undefined);
  const [today] = useState(() => localYmd(new Date()));

  useEffect(() => {
    let live = true;
    sharedFileName()
      .then((name) => live && setFileName(name))
      .catch((error: unknown) => {
        reportError(error, { action: 'readSharedFile' });
        if (live) setFileName(null);
      });
    return () => {
      live = false;
    };
  }, []);

  if (profile.status === 'error') {
    return (
      <div className="container py-4">
        <LoadError
          message={t`We couldn't load your challenges. Check your connection and try again.`}
          onRetry={profile.retry}
        />
      </div>
    );
  }
  if (profile.status === 'loading' || fileName === undefined) return <PageSpinner />;
  const races = activeRaces(profile.data?.subscribedRaces ?? {}, today);

  return (
    <div className="container py-4" data-testid="share-activity">
      <h1 className="h4">
        <Trans>Add a shared activity</Trans>
      </h1>
      {fileName === null ? (
        <p>
          <Trans>
            There is no shared file to add. Share a workout from your watch&apos;s app, or use
            &apos;Upload a file&apos; on your challenge&apos;s dashboard.
          </Trans>
        </p>
      ) : races.length === 0 ? (
        <p>
          <Trans>You have no challenge under way to add {fileName} to.</Trans>
        </p>
      ) : (
        <>
          <p id="share-races-label">
            <Trans>Which of your challenges is {fileName} for?</Trans>
          </p>
          <ul className="list-unstyled d-grid gap-2" aria-labelledby="share-races-label">
            {races.map((race) => (
              <li key={race.legId}>
                <button
                  type="button"
                  className="btn btn-outline-primary w-100 text-start"
                  onClick={() => navigate(paths.dashboard(race.legId, 'shared=1'))}
                >
                  {localized(race.raceInfo, 'name', language)}
                  {' · '}
                  {localized(race.raceInfo, 'legName', language)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={paths.home()}>
        <Trans>Back to my challenges</Trans>
      </Link>
    </div>
  );
}
