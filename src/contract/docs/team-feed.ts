/**
 * The team feed (docs/product.md, "Team feed"; docs/data-model.md):
 * races/{legId}/teams/{teamName}/feed/{itemId}, one item per event, read by the team's members
 * only (firestore.rules). The server writes a teammate's milestone, finish and arrival, under
 * an id derived from the event (so a replayed import, a retried trigger or a delete and re-add
 * makes none more); the captain writes her notes. `name` is the name as she chose to be shown
 * (contract/leaderboard-name.ts), and `hidden` is true while she chose hidden: the feed's
 * query and its rules ask for `hidden == false`, so her items reach no one (docs/security.md
 * item 77). Nothing of an activity is in an item (docs/strava-compliance.md): the milestone she
 * reached, or that she finished, never the activity that took her there. Pure.
 */
import { parseFrench, type FrenchTexts } from '../l10n';
import { toDate, toNumber, toRecord, toText } from './values';

export type FeedItemKind = 'milestone' | 'finish' | 'joined' | 'note';

const KINDS: readonly FeedItemKind[] = ['milestone', 'finish', 'joined', 'note'];

export interface FeedMilestone {
  readonly name: string;
  readonly location: string;
  /** km from the start of the leg */
  readonly km: number;
  readonly fr?: FrenchTexts<'name' | 'location'>;
}

export interface FeedItem {
  readonly id: string;
  readonly kind: FeedItemKind;
  /** Whose event it is (a note: its captain's). */
  readonly uid: string;
  /** Her name as shown on leaderboards; '' for a note (the captain's name is on the roster). */
  readonly name: string;
  readonly createdAt: Date | null;
  readonly milestone: FeedMilestone | null;
  /** A note's plain text; '' for the server's items. */
  readonly text: string;
  readonly cheers: number;
  readonly hidden: boolean;
}

/** The longest note, in characters (firestore.rules repeats it: tests/rules/team-feed.test.ts). */
export const NOTE_MAX_LENGTH = 280;

export type NoteTextError = 'required' | 'tooLong';

/**
 * A captain's note as it is posted: plain text, trimmed, 1 to NOTE_MAX_LENGTH characters (the
 * rules check the same bounds on the stored text). Counted in UTF-16 units, as the rules do.
 */
export function noteTextError(text: string): NoteTextError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NOTE_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * feed_reports/{noteId}__{reporter uid}: a member's report of a captain's note, for the organisers'
 * console (docs/data-model.md): one per person per note, so a second click changes nothing.
 */
export const noteReportId = (noteId: string, uid: string): string => `${noteId}__${uid}`;

/** Items per page of the feed (and per "Show more"). */
export const FEED_PAGE_SIZE = 10;

/** The largest feed query the rules allow (firestore.rules repeats it): a page asks one more than it shows. */
export const FEED_QUERY_LIMIT = 100;

/** A km as an id part: `12.5` → `12_5`. */
const kmPart = (km: number): string => String(km).replace('.', '_');

export const milestoneItemId = (uid: string, km: number): string =>
  `milestone__${uid}__${kmPart(km)}km`;
export const finishItemId = (uid: string): string => `finish__${uid}`;
export const joinedItemId = (uid: string): string => `joined__${uid}`;

export const feedPath = (legId: string, teamName: string): string =>
  `races/${legId}/teams/${teamName}/feed`;

function parseFeedMilestone(value: unknown): FeedMilestone | null {
  const m = toRecord(value);
  if (Object.keys(m).length === 0) return null;
  return {
    name: toText(m.name),
    location: toText(m.location),
    km: toNumber(m.km) ?? 0,
    fr: parseFrench(m),
  };
}

/** A cheer, feed/{itemId}/cheers/{uid}: who cheered, by the name she shows ('' when hidden). */
export interface Cheer {
  readonly uid: string;
  readonly name: string;
}

export function parseCheer(id: string, data: Readonly<Record<string, unknown>>): Cheer {
  return { uid: id, name: toText(data.name) };
}

export function parseFeedItem(id: string, data: Readonly<Record<string, unknown>>): FeedItem {
  const kind = KINDS.find((k) => k === data.kind) ?? 'note';
  const cheers = toNumber(data.cheers);
  return {
    id,
    kind,
    uid: toText(data.uid),
    name: toText(data.name),
    createdAt: toDate(data.createdAt),
    milestone: kind === 'milestone' ? parseFeedMilestone(data.milestone) : null,
    text: kind === 'note' ? toText(data.text) : '',
    cheers: cheers !== null && cheers > 0 ? Math.floor(cheers) : 0,
    hidden: data.hidden === true,
  };
}
