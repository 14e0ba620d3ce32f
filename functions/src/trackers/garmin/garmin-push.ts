/**
 * Garmin Health API push notifications (docs/trackers.md): a JSON object whose keys name the
 * summary type, each an array of summaries for one or more users:
 *   {activities: [{userId, userAccessToken, summaryId, activityType, startTimeInSeconds, …}]}
 *   {manuallyUpdatedActivities: [...]}   the same shape, after an edit in Garmin Connect
 *   {dailies: [{userId, userAccessToken, summaryId, calendarDate, distanceInMeters, …}]}
 *   {deregistrations: [{userId, userAccessToken}]}   the user disconnected us in Garmin Connect
 * Garmin does not sign pushes: each summary names the user's access token, which the webhook
 * checks against the stored one (security checklist 51). The token is never kept in the inbox.
 * Pure.
 */
import { isDay as isCalendarDay } from '../../../../src/contract/activity-day';
import type { NewInboxEvent } from '../inbox';
import { recordOrNull } from '../../shared/record';

export type GarminPushKind = 'activity' | 'daily' | 'deauthorize';

export interface GarminPushItem {
  readonly kind: GarminPushKind;
  readonly aspect: 'create' | 'update' | 'delete';
  readonly userId: string;
  readonly userAccessToken: string;
  /** summaryId (activity), calendarDate (daily), userId (deregistration). */
  readonly objectId: string;
  /** The summary as delivered, without userAccessToken. */
  readonly payload: Readonly<Record<string, unknown>>;
}

export interface ParsedPush {
  readonly items: readonly GarminPushItem[];
  /** Summaries that could not be read, or of a type we do not keep. */
  readonly skipped: number;
}

const SECTIONS: Readonly<
  Record<string, { readonly kind: GarminPushKind; readonly aspect: GarminPushItem['aspect'] }>
> = {
  activities: { kind: 'activity', aspect: 'create' },
  manuallyUpdatedActivities: { kind: 'activity', aspect: 'update' },
  dailies: { kind: 'daily', aspect: 'update' },
  deregistrations: { kind: 'deauthorize', aspect: 'delete' },
};

/** A summary id as it may appear in a times key (src/contract/tracker-activity.ts trackerKey). */
const SUMMARY_ID = /^[A-Za-z0-9-]{1,64}$/;
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_ITEMS = 1000;

function text(item: Record<string, unknown>, name: string): string {
  const value = item[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function parseItem(value: unknown, section: (typeof SECTIONS)[string]): GarminPushItem | null {
  const item = recordOrNull(value);
  if (!item) return null;
  const userId = text(item, 'userId');
  const userAccessToken = text(item, 'userAccessToken');
  if (!USER_ID.test(userId) || userAccessToken === '' || userAccessToken.length > 200) return null;
  let objectId = userId;
  if (section.kind === 'activity') objectId = text(item, 'summaryId');
  if (section.kind === 'daily') objectId = text(item, 'calendarDate');
  if (section.kind === 'activity' && !SUMMARY_ID.test(objectId)) return null;
  if (section.kind === 'daily' && !isCalendarDay(objectId)) return null;
  const { userAccessToken: _token, ...payload } = item;
  return { ...section, userId, userAccessToken, objectId, payload };
}

/** The summaries of one push (the parsed JSON body); null when the body is not a push at all. */
export function parsePush(body: unknown): ParsedPush | null {
  const push = recordOrNull(body);
  if (!push) return null;
  const items: GarminPushItem[] = [];
  let skipped = 0;
  for (const [name, list] of Object.entries(push)) {
    if (!Array.isArray(list)) return null;
    const section = SECTIONS[name];
    if (!section) {
      skipped += list.length;
      continue;
    }
    for (const value of list) {
      const item = parseItem(value, section);
      if (item) items.push(item);
      else skipped += 1;
    }
  }
  if (items.length + skipped > MAX_ITEMS) return null;
  return { items, skipped };
}

/** The inbox event of one accepted summary. Pure. */
export function inboxEventOf(item: GarminPushItem): NewInboxEvent {
  return {
    provider: 'garmin',
    ownerId: item.userId,
    kind: item.kind,
    objectId: item.objectId,
    aspect: item.aspect,
    payload: item.payload,
  };
}
