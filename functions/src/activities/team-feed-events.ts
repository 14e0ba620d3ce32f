/**
 * Which team feed items a write of a racer's row makes (docs/product.md, "Team feed"): pure,
 * decided from the event's before and after rows as the e-mails are (activity-mail.ts), so a
 * retried event decides the same. One item per event, never per activity:
 * - a milestone first passed (the postcard's event, crossedMilestones);
 * - the finish (the write that sets completedDate, the finisher e-mail's event);
 * - her arrival on the team (the row created on a team: provisioning, a gift code's redemption).
 * Only an update of an existing row counts for milestones and the finish, as for the e-mails.
 */
import type { Milestone } from '../../../src/contract/docs/milestones';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import {
  finishItemId,
  joinedItemId,
  milestoneItemId,
  type FeedItemKind,
  type FeedMilestone,
} from '../../../src/contract/docs/team-feed';
import { NO_TEAM_NAME } from '../../../src/contract/team-rules';
import { crossedMilestones } from './milestone-postcard';

export interface FeedEvent {
  readonly id: string;
  readonly kind: Exclude<FeedItemKind, 'note'>;
  readonly milestone?: FeedMilestone;
}

type Row = Readonly<Record<string, unknown>> | undefined;

/** The team a row names, or null for none. */
export function rowTeam(row: Row): string | null {
  if (!row) return null;
  const { teamName } = parseRacerRow(row);
  return teamName === '' || teamName === NO_TEAM_NAME ? null : teamName;
}

/** The milestone's French name and place, only those it has (Firestore takes no undefined). */
function frenchOf(m: Milestone): { fr?: FeedMilestone['fr'] } {
  const fr = Object.fromEntries(
    Object.entries({ name: m.fr?.name, location: m.fr?.location }).filter(([, text]) => text),
  );
  return Object.keys(fr).length > 0 ? { fr } : {};
}

/** The feed events of this write, for the leg's milestones (none when she is on no team). */
export function feedEvents(
  uid: string,
  before: Row,
  after: Row,
  milestones: readonly Milestone[],
): FeedEvent[] {
  if (!after || rowTeam(after) === null) return [];
  if (!before) return [{ id: joinedItemId(uid), kind: 'joined' }];
  const was = parseRacerRow(before);
  const now = parseRacerRow(after);
  const events: FeedEvent[] = crossedMilestones(
    milestones,
    was.totalDistance,
    now.totalDistance,
  ).map((m) => ({
    id: milestoneItemId(uid, m.distance),
    kind: 'milestone',
    milestone: {
      name: m.name,
      location: m.location,
      km: m.distance,
      ...frenchOf(m),
    },
  }));
  if (now.completedDate !== null && was.completedDate === null)
    events.push({ id: finishItemId(uid), kind: 'finish' });
  return events;
}
