import type { Activity } from '../logic/activity-row';
import { ActivityItem } from './activity-item';

interface ActivityFeedProps {
  readonly activities: readonly Activity[];
  readonly waiting: ReadonlySet<string>;
  readonly rowWaiting: boolean;
  readonly onDelete: (activity: Activity) => Promise<void>;
}

/** The activity feed (spec 02 §2), newest first. */
export function ActivityFeed({ activities, waiting, rowWaiting, onDelete }: ActivityFeedProps) {
  return (
    <section className="dash-card" aria-labelledby="feed-title">
      <h2 id="feed-title" className="h5">My Activities</h2>
      {rowWaiting && (
        <p className="small text-body-secondary" role="status">
          You are offline: your latest changes are saved on this device and will sync when you are back online.
        </p>
      )}
      {activities.length === 0 ? (
        <p className="mb-0" data-testid="no-activities">No activities yet.</p>
      ) : (
        <ul className="list-group list-group-flush" data-testid="activity-feed">
          {activities.map((activity) => (
            <ActivityItem key={activity.key} activity={activity} waiting={waiting.has(activity.key)} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}
