/**
 * The team feed's server-made items (docs/product.md, "Team feed"), written by the activity
 * trigger (on-activity-written.ts) from the same events as the postcards and the finisher
 * e-mail: each created if absent under an id derived from the event (team-feed-events.ts), so a
 * replayed import, a retried trigger or a delete and re-add makes none more
 * (docs/house-style.md rule 14). Her name is as she chose to show it, and an item of a racer
 * who chose hidden is written hidden; when her choice changes (copied onto her row by
 * onLeaderboardNameChanged), her items follow (docs/security.md item 77).
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { parseMilestonesDoc } from '../../../src/contract/docs/milestones';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseRacerRow } from '../../../src/contract/docs/racer-row';
import { feedPath } from '../../../src/contract/docs/team-feed';
import { nameAsShown, parseLeaderboardName } from '../../../src/contract/leaderboard-name';
import { legPath, teamPath } from '../shared/paths';
import { feedEvents, rowTeam, type FeedEvent } from './team-feed-events';

const ALREADY_EXISTS = 6;

/** Her name as others see it on this row, and whether she chose hidden. */
function shownOn(row: DocumentData): { name: string; hidden: boolean } {
  const { firstName, lastName } = parseRacerRow(row);
  const shown = nameAsShown(firstName, lastName, parseLeaderboardName(row.leaderboardName));
  return {
    name: [shown.firstName, shown.lastName].filter(Boolean).join(' '),
    hidden: shown.hidden,
  };
}

async function legMilestones(db: Firestore, legId: string) {
  const leg = parseRaceLeg((await db.doc(legPath(legId)).get()).data() ?? {});
  if (!leg.milestonesId) return [];
  return parseMilestonesDoc((await db.doc(`milestones/${leg.milestonesId}`).get()).data())
    .milestones;
}

async function createIfAbsent(db: Firestore, path: string, data: DocumentData) {
  try {
    await db.doc(path).create(data);
    return 'created' as const;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'exists' as const;
    throw error;
  }
}

/** The items this write makes; each outcome 'created' or 'exists' (none: nothing to post). */
export async function postTeamFeedItems(
  db: Firestore,
  legId: string,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  at: Timestamp,
): Promise<Array<'created' | 'exists'>> {
  const team = rowTeam(after);
  if (!after || team === null) return [];
  const gained =
    before !== undefined &&
    parseRacerRow(after).totalDistance > parseRacerRow(before).totalDistance;
  const events: FeedEvent[] = feedEvents(
    uid,
    before,
    after,
    gained ? await legMilestones(db, legId) : [],
  );
  if (events.length === 0) return [];
  // A row naming a team that does not exist (yet) has no feed to post to.
  if (!(await db.doc(teamPath(legId, team)).get()).exists) return [];
  const { name, hidden } = shownOn(after);
  return Promise.all(
    events.map((event) =>
      createIfAbsent(db, `${feedPath(legId, team)}/${event.id}`, {
        kind: event.kind,
        uid,
        name,
        hidden,
        cheers: 0,
        createdAt: at,
        ...(event.milestone ? { milestone: event.milestone } : {}),
      }),
    ),
  );
}

/**
 * Her items follow her name as shown: a change of choice (full, initial, hidden) rewrites the
 * name on her items and hides or shows them. Her notes keep no name; only their `hidden` moves.
 */
export async function syncTeamFeedName(
  db: Firestore,
  legId: string,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  const team = rowTeam(after);
  if (!before || !after || team === null || rowTeam(before) !== team) return 0;
  const was = shownOn(before);
  const now = shownOn(after);
  if (was.name === now.name && was.hidden === now.hidden) return 0;
  const items = await db.collection(feedPath(legId, team)).where('uid', '==', uid).get();
  if (items.empty) return 0;
  const batch = db.batch();
  for (const item of items.docs)
    batch.update(
      item.ref,
      item.get('kind') === 'note' ? { hidden: now.hidden } : { name: now.name, hidden: now.hidden },
    );
  await batch.commit();
  return items.size;
}
