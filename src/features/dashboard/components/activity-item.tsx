import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useActiveLanguage } from '../hooks/use-active-language';
import {
  formatDay,
  formatDuration,
  formatPace,
  stravaActivityUrl,
  type Activity,
} from '../logic/activity-row';
import { DEVICE_NAMES } from '../logic/device';
import { formatKm } from '../logic/progress';

interface ActivityItemProps {
  readonly activity: Activity;
  readonly waiting: boolean;
  /** Resolves when the server has the delete; rejects when it refused or failed. */
  readonly onDelete: (activity: Activity) => Promise<void>;
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <path d="M5.5 5.5a.5.5 0 0 1 1 0v6a.5.5 0 0 1-1 0zm2.5 0a.5.5 0 0 1 1 0v6a.5.5 0 0 1-1 0zm3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
      <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1 0-2H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1M4 4v9a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4z" />
    </svg>
  );
}

/**
 * One activity of the feed (docs/product.md §P2): date, km, duration, pace, source (an imported Strava
 * activity links to it, 'View on Strava'); the trash icon turns into 'Delete?' with Y and N.
 */
export function ActivityItem({ activity, waiting, onDelete }: ActivityItemProps) {
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();
  const language = useActiveLanguage();
  const day = formatDay(activity.day, language);
  const km = formatKm(activity.distance, language);
  const source =
    activity.source === 'manual'
      ? t`Manual`
      : activity.source === 'file'
        ? t`File`
        : DEVICE_NAMES[activity.source];
  const stravaUrl = stravaActivityUrl(activity);

  const confirm = () => {
    setConfirming(false);
    setFailed(false);
    // The row leaves the list at once (local write); if the server refuses, Firestore puts it back.
    onDelete(activity).catch(() => setFailed(true));
  };

  return (
    <li className="list-group-item activity-item" data-testid="activity" data-key={activity.key}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="flex-grow-1">
          <div className="fw-semibold">
            <Trans>
              {day} · <span data-testid="activity-km">{km}</span> Km
            </Trans>
          </div>
          <div className="small text-body-secondary">
            {formatDuration(activity.duration, language)} ·{' '}
            {formatPace(activity.distance, activity.duration, language)} ·{' '}
            <span data-testid="activity-source">{source}</span>
            {stravaUrl && (
              <>
                {' · '}
                {/* Strava's brand rules: the words 'View on Strava', bold and underlined (legible on white, unlike the orange). */}
                <a
                  className="fw-bold text-decoration-underline"
                  href={stravaUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="view-on-strava"
                >
                  <Trans>View on Strava</Trans>
                </a>
              </>
            )}
            {waiting && (
              <span className="badge text-bg-secondary ms-2" data-testid="waiting-to-sync">
                <Trans>Waiting to sync</Trans>
              </span>
            )}
          </div>
        </div>
        {confirming ? (
          <div
            className="d-flex align-items-center gap-2"
            role="group"
            aria-label={t`Delete the activity of ${day}, ${km} Km?`}
          >
            <span>
              <Trans>Delete?</Trans>
            </span>
            <Button size="sm" variant="danger" onClick={confirm}>
              <Trans>Y</Trans>
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
              <Trans>N</Trans>
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t`delete the activity of ${day}, ${km} Km`}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
          </Button>
        )}
      </div>
      {failed && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          <Trans>
            We couldn&apos;t delete this activity, so it is back in your list. Check your connection
            and try again.
          </Trans>
        </p>
      )}
    </li>
  );
}
