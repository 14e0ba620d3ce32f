import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { optionalLazy } from '../../../lib/optional-lazy';
import { reportError } from '../../../lib/report-error';
import type { SubscribedRace, UserDoc } from '../../../contract/docs/user';
import {
  useActivityRow,
  useMilestones,
  useRaceLeg,
  useTeam,
  useTeamRoster,
  useTeamCode,
} from '../api/use-dashboard-data';
import { useActiveLanguage } from '../hooks/use-active-language';
import { useActivityLog } from '../hooks/use-activity-log';
import { activityDayBounds, localYmd } from '../logic/activity-day';
import { challengeTiming, ENDED_MESSAGE, notStartedMessage } from '../logic/challenge-timing';
import { linkedDevice } from '../../../contract/linked-device';
import { localized } from '../../../contract/l10n';
import { legSport } from '../../../contract/race-sport';
import { isCompleted } from '../logic/progress';
import { ActivityFeed } from './activity-feed';
import { ActivityFileUpload } from './activity-file-upload';
import { ActivityForm } from './activity-form';
import { DashboardHeader } from './dashboard-header';
import { DeviceControl } from './device-control';
import { MilestonesPanel } from './milestones-panel';
import { ProgressPanel } from './progress-panel';
import { TeamPanel } from './team-panel';
import { LazyTeamFeed } from './team-feed/team-feed-loader';
import { LazyCertificateButton, LazyShareProgress } from './share-progress/share-progress-loader';

/** Shown to few (a Fitbit connected the old way): its own chunk, off the dashboard's first load. */
const FitbitReconnectPrompt = optionalLazy(() =>
  import('./fitbit-reconnect-prompt').then((m) => ({ default: m.FitbitReconnectPrompt })),
);

const NO_KEPT: Readonly<Record<string, string>> = {};

interface DashboardBodyProps {
  readonly uid: string;
  readonly legId: string;
  readonly user: UserDoc;
  readonly registration: SubscribedRace;
}

export function DashboardBody({ uid, legId, user, registration }: DashboardBodyProps) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const race = useRaceLeg(legId);
  const live = useActivityRow(legId, uid);
  const milestones = useMilestones(race.data?.milestonesId || null);
  const teamName =
    registration.teamName !== 'noTeam' && registration.teamName !== ''
      ? registration.teamName
      : null;
  const team = useTeam(legId, teamName);
  const roster = useTeamRoster(legId, teamName);
  const isCaptain = team.data?.owner === uid;
  const code = useTeamCode(legId, isCaptain ? teamName : null);
  const [today] = useState(() => localYmd(new Date()));
  const [formOpen, setFormOpen] = useState(false);

  const row = live.data?.row ?? null;
  const totalKm = row?.totalDistance ?? 0;
  const activityLog = useActivityLog(legId, uid, live.data ?? null, totalKm);
  const closeForm = useCallback(() => setFormOpen(false), []);

  // Report each failed load once (the hook objects are new on every render; their errors are not).
  useEffect(() => {
    if (race.error) reportError(race.error, { action: 'loadRaceLeg', legId });
  }, [race.error, legId]);
  useEffect(() => {
    if (live.error) reportError(live.error, { action: 'loadActivityRow', legId });
  }, [live.error, legId]);

  if (race.status === 'error' || live.status === 'error') {
    const retry = () => {
      race.retry();
      live.retry();
    };
    return (
      <div className="container py-4">
        <LoadError
          message={t`We couldn't load your dashboard. Check your connection and try again.`}
          onRetry={retry}
        />
      </div>
    );
  }
  // Her team too, when she has one: its 'Team Captain' badge in the header, drawn later, pushed
  // the page down on a phone (a layout shift, docs/performance.md). A failed team load draws.
  if (
    race.status === 'loading' ||
    live.status === 'loading' ||
    (teamName && team.status === 'loading')
  )
    return <PageSpinner label={t`Loading your dashboard...`} />;

  const { raceInfo } = registration;
  const legKm = race.data?.distance ?? raceInfo.distance;
  const raceWindow = {
    start: raceInfo.userStartDate ?? raceInfo.raceDateStart ?? race.data?.raceDateStart ?? null,
    end: raceInfo.userEndDate ?? raceInfo.raceDateEnd ?? race.data?.raceDateEnd ?? null,
  };
  const timing = challengeTiming(raceWindow, today);
  const completed = isCompleted(totalKm, legKm) || Boolean(row?.completedDate);
  const bounds = activityDayBounds(raceWindow, today);
  const canLog = timing === 'active' && !completed && bounds !== null && row !== null;
  const name = [user.details?.firstName || row?.firstName, user.details?.lastName || row?.lastName]
    .filter(Boolean)
    .join(' ');
  const finisher = completed && race.data?.finisherBadge ? race.data : null;
  const raceName = localized(raceInfo, 'name', language) || race.data?.name || '';
  const legName = localized(raceInfo, 'legName', language) || race.data?.legName || '';
  const completedDate = row?.completedDate ?? registration.completedDate ?? null;
  // What 'Share my progress' and, for a finisher, 'Share my finish' put on the card.
  const shareCard = {
    raceName,
    legName,
    user,
    row,
    totalKm,
    legKm,
    milestones: milestones.data?.milestones,
  };

  return (
    <div className="container py-4">
      <DashboardHeader registration={registration} participantName={name} isCaptain={isCaptain}>
        {finisher && (
          <a
            className="dash-finisher"
            href={finisher.finisherLink || undefined}
            target="_blank"
            rel="noreferrer"
          >
            <img src={finisher.finisherBadge} alt={t`Finisher badge`} width={96} height={96} />
          </a>
        )}
        {finisher && completedDate && (
          <Suspense fallback={null}>
            <LazyShareProgress {...shareCard} variant="finish" completedDate={completedDate} />
          </Suspense>
        )}
      </DashboardHeader>

      {user.fitbitAccount?.needsReconnect === true && (
        <Suspense fallback={null}>
          <FitbitReconnectPrompt />
        </Suspense>
      )}
      <div className="dash-card">
        <DeviceControl
          uid={uid}
          legId={legId}
          device={linkedDevice(user)}
          postingOn={registration.stravaLink}
          garminStored={user.garminAccount?.activeToggle}
        />
      </div>

      {timing === 'notStarted' && (
        <p className="alert alert-info" data-testid="timing-message">
          {i18n._(notStartedMessage(raceWindow.start, language))}
        </p>
      )}
      {timing === 'ended' && (
        <p className="alert alert-secondary" data-testid="timing-message">
          {i18n._(ENDED_MESSAGE)}
        </p>
      )}
      {activityLog.refused && (
        <p className="alert alert-danger" role="alert">
          <Trans>
            Your last activity couldn&apos;t be saved: the server refused it. Please check it and
            log it again.
          </Trans>
        </p>
      )}

      <div className="d-flex flex-wrap gap-2 mb-3">
        {canLog && !formOpen && (
          <Button onClick={() => setFormOpen(true)} aria-expanded={formOpen}>
            <Trans>Add Activity Manually</Trans>
          </Button>
        )}
        <Link className="btn btn-outline-primary" to={paths.leaderboard(legId)}>
          <Trans>View the Leaderboard</Trans>
        </Link>
        <Suspense fallback={<ShareButtonPlace />}>
          {completed && (
            <LazyCertificateButton
              data={{
                participantName: name,
                raceName,
                legName,
                language,
                distanceKm: legKm ?? totalKm,
                completedDate: completedDate ?? new Date(),
                bibNumber: registration.bibNumber,
              }}
            />
          )}
          <LazyShareProgress {...shareCard} completedDate={completed ? completedDate : null} />
        </Suspense>
      </div>

      {canLog && formOpen && bounds && (
        <div className="dash-card">
          <ActivityForm
            bounds={bounds}
            sport={legSport(race.data, raceInfo)}
            onSave={activityLog.log}
            onClose={closeForm}
          />
        </div>
      )}

      {canLog && bounds && (
        <ActivityFileUpload
          bounds={bounds}
          sport={legSport(race.data, raceInfo)}
          activities={row?.activities ?? []}
          onSave={activityLog.logFile}
        />
      )}

      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <ProgressPanel totalKm={totalKm} legKm={legKm} />
          <ActivityFeed
            activities={row?.activities ?? []}
            keptDuplicates={row?.keptDuplicates ?? NO_KEPT}
            waiting={activityLog.waiting}
            rowWaiting={Boolean(live.data?.hasPendingWrites && live.data.fromCache)}
            onDelete={activityLog.remove}
            onKeepBoth={activityLog.keepBoth}
          />
        </div>
        <div className="col-12 col-lg-5">
          {milestones.status === 'success' && milestones.data && (
            <MilestonesPanel milestones={milestones.data} totalKm={totalKm} />
          )}
          {milestones.status === 'error' && (
            <LoadError message={t`We couldn't load the milestones.`} onRetry={milestones.retry} />
          )}
          {/* After the milestones above it: drawn first (the milestones wait for the leg), it
              was pushed down past the screen's edge when they came (a layout shift). */}
          {team.status === 'success' &&
            team.data &&
            roster.status === 'success' &&
            settled(race.data?.milestonesId ? milestones : race) && (
              <TeamPanel
                team={team.data}
                members={roster.data ?? []}
                uid={uid}
                own={{ name, totalDistance: totalKm }}
                code={isCaptain && code.status === 'success' ? code.data : null}
              />
            )}
          {(team.status === 'error' || roster.status === 'error') && (
            <LoadError
              message={t`We couldn't load your team.`}
              onRetry={team.status === 'error' ? team.retry : roster.retry}
            />
          )}
          {/* After the panels above it have their data: drawn before them, the feed was pushed
              down as they arrived (a layout shift, docs/performance.md). */}
          {teamName !== null &&
            settled(race, race.data?.milestonesId ? milestones : race, team, roster) && (
              <Suspense fallback={null}>
                <LazyTeamFeed
                  legId={legId}
                  teamName={teamName}
                  uid={uid}
                  captain={isCaptain}
                  hidden={user.leaderboardName === 'hidden'}
                />
              </Suspense>
            )}
        </div>
      </div>
    </div>
  );
}

/**
 * The place 'Share my progress' takes (share-progress.tsx) while its chunk loads: drawn without
 * it, the buttons' row grew a line on a phone when it came, pushing the page down.
 */
function ShareButtonPlace() {
  return (
    <div className="invisible" aria-hidden="true">
      <span className="btn btn-outline-primary">
        <Trans>Share my progress</Trans>
      </span>
      <p className="small mb-0 mt-1" />
    </div>
  );
}

/**
 * The column's panels above a panel have their data, or their error (either way drawn); the
 * milestones only when the leg has some (a leg without stays loading).
 */
function settled(...queries: readonly { readonly status: string }[]): boolean {
  return queries.every((query) => query.status !== 'loading');
}
