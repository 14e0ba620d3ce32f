import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Activity } from '../logic/activity-row';
import { possibleDuplicates } from '../logic/duplicates';
import { ActivityItem } from './activity-item';
import { DuplicateNotice } from './duplicate-notice';

interface ActivityFeedProps {
  readonly activities: readonly Activity[];
  readonly keptDuplicates: Readonly<Record<string, string>>;
  readonly waiting: ReadonlySet<string>;
  readonly rowWaiting: boolean;
  readonly onDelete: (activity: Activity) => Promise<void>;
  readonly onKeepBoth: (manual: Activity, imported: Activity) => Promise<void>;
}

/**
 * The activity feed (docs/product.md §P2), newest first, with each activity's source. Possible
 * duplicates across sources are asked about above it; Strava's brand rules add 'Powered by
 * Strava' whenever Strava data shows. The count under the title is an ICU plural
 * ('1 activity', '3 activities'; '1 activité', '3 activités').
 */
export function ActivityFeed({
  activities,
  keptDuplicates,
  waiting,
  rowWaiting,
  onDelete,
  onKeepBoth,
}: ActivityFeedProps) {
  const { t } = useLingui();
  const count = activities.length;
  const duplicates = useMemo(
    () => possibleDuplicates(activities, keptDuplicates),
    [activities, keptDuplicates],
  );
  const showsStrava = activities.some((a) => a.source === 'strava');
  return (
    <section className="dash-card" aria-labelledby="feed-title">
      <h2 id="feed-title" className="h5">
        <Trans>My Activities</Trans>
      </h2>
      {count > 0 && (
        <p className="small text-body-secondary" data-testid="activity-count">
          <Plural value={count} one="# activity" other="# activities" />
        </p>
      )}
      {rowWaiting && (
        <p className="small text-body-secondary" role="status">
          <Trans>
            You are offline: your latest changes are saved on this device and will sync when you are
            back online.
          </Trans>
        </p>
      )}
      <DuplicateNotice pairs={duplicates} onKeepBoth={onKeepBoth} onRemoveManual={onDelete} />
      {activities.length === 0 ? (
        <p className="mb-0" data-testid="no-activities">
          <Trans>No activities yet.</Trans>
        </p>
      ) : (
        <ul className="list-group list-group-flush" data-testid="activity-feed">
          {activities.map((activity) => (
            <ActivityItem
              key={activity.key}
              activity={activity}
              waiting={waiting.has(activity.key)}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {showsStrava && (
        <img
          className="d-block mt-3"
          src="/images/powered-by-strava.svg"
          alt={t`Powered by Strava`}
          width={193}
          height={48}
          data-testid="powered-by-strava"
        />
      )}
    </section>
  );
}
