/**
 * Garmin Health API push notifications (docs/trackers-fitbit-garmin.md, "Garmin"): a JSON
 * object whose keys name the summary type, each an array of summaries for one or more users,
 * every summary naming its user by `userId`:
 *   {activities: [{userId, summaryId, activityType, startTimeInSeconds, …}]}
 *   {manuallyUpdatedActivities: [...]}   the same shape, after an edit in Garmin Connect
 *   {dailies: [{userId, summaryId, calendarDate, distanceInMeters, …}]}
 *   {deregistrations: [{userId}]}   she disconnected us in Garmin Connect
 *   {userPermissionsChange: [{userId, summaryId, permissions: [...], changeTimeInSeconds}]}
 *   {activities | dailies: [{userId, callbackURL}]}   a ping: the summaries are at callbackURL
 * Users are matched by user id: after an app's move to OAuth 2.0 the user access token is no
 * longer in notifications. A link not yet moved still gets `userAccessToken` in each summary;
 * it is read apart (the webhook checks it) and never kept in the inbox. Pure.
 */
import { isDay as isCalendarDay } from '../../../../src/contract/activity-day';
import type { NewInboxEvent } from '../inbox';
import { recordOrNull } from '../../shared/record';

export type GarminPushKind = 'activity' | 'daily' | 'deauthorize' | 'permissions';

export interface GarminPushItem {
  readonly kind: GarminPushKind;
  readonly aspect: 'create' | 'update' | 'delete';
  readonly userId: string;
  /** Only in notifications for a link not yet moved to OAuth 2.0; '' otherwise. */
  readonly userAccessToken: string;
  /** summaryId (activity), calendarDate (daily), userId (deregistration, permission change). */
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
  userPermissionsChange: { kind: 'permissions', aspect: 'update' },
};

/** The permission our import needs (Garmin's ACTIVITY_EXPORT). */
export const ACTIVITY_PERMISSION = 'ACTIVITY_EXPORT';

/**
 * The objectId of a ping (`{activities: [{userId, callbackURL}]}`, Garmin's ping mode): the
 * summaries are pulled from the callback URL with her token (garmin-ping.ts).
 */
export const PING = 'ping';
const MAX_CALLBACK_URL = 2000;

/** A summary id as it may appear in a times key (src/contract/tracker-activity.ts trackerKey). */
const SUMMARY_ID = /^[A-Za-z0-9-]{1,64}$/;
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_ITEMS = 1000;

function text(item: Record<string, unknown>, name: string): string {
  const value = item[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The permissions of a permission change, or null when they are not a list of names. */
function permissionsOf(item: Record<string, unknown>): string[] | null {
  const list = item.permissions;
  if (!Array.isArray(list) || list.length > 50) return null;
  return list.every((p) => typeof p === 'string' && /^[A-Z_]{1,40}$/.test(p))
    ? (list as string[])
    : null;
}

function parseItem(value: unknown, section: (typeof SECTIONS)[string]): GarminPushItem | null {
  const item = recordOrNull(value);
  if (!item) return null;
  const userId = text(item, 'userId');
  const userAccessToken = text(item, 'userAccessToken');
  if (!USER_ID.test(userId) || userAccessToken.length > 200) return null;
  const callbackURL = text(item, 'callbackURL');
  if ((section.kind === 'activity' || section.kind === 'daily') && callbackURL !== '') {
    if (callbackURL.length > MAX_CALLBACK_URL) return null;
    return {
      kind: section.kind,
      aspect: 'create',
      userId,
      userAccessToken,
      objectId: PING,
      payload: { userId, callbackURL },
    };
  }
  let objectId = userId;
  let aspect = section.aspect;
  if (section.kind === 'activity') objectId = text(item, 'summaryId');
  if (section.kind === 'daily') objectId = text(item, 'calendarDate');
  if (section.kind === 'activity' && !SUMMARY_ID.test(objectId)) return null;
  if (section.kind === 'daily' && !isCalendarDay(objectId)) return null;
  if (section.kind === 'permissions') {
    const permissions = permissionsOf(item);
    if (!permissions) return null;
    // A change that takes activity access away is the 'delete' of that access.
    aspect = permissions.includes(ACTIVITY_PERMISSION) ? 'update' : 'delete';
  }
  const { userAccessToken: _token, ...payload } = item;
  return { kind: section.kind, aspect, userId, userAccessToken, objectId, payload };
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
