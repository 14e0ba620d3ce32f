/**
 * "Download my data" (account page; the participant's right to a portable copy, PIPEDA and
 * Québec's Law 25): what the `exportMyData` callable assembles from her documents, and the CSV
 * of her activities the browser writes from it. One shape for both sides. Pure.
 *
 * What it holds: her profile, her registrations, every activity of every leg (hers, so with its
 * source), her teams, her referral counts, the gift codes she bought and whether each was used,
 * her payments as the card provider recorded them, her e-mail and display preferences, and
 * which tracker is linked. Never a token, never another participant's data (a teammate's name,
 * who redeemed her gift code).
 */
import { linkedDevice, type LinkedDevice } from './linked-device';
import type { FeedItem } from './docs/team-feed';
import type { PushKinds, PushSubscriptionDoc } from './docs/push-subscription';
import type { Payment } from './docs/payment';
import type { RacerRow } from './docs/racer-row';
import type { UserDoc } from './docs/user';
import { providerOfKey } from './tracker-activity';

export const MY_DATA_FORMAT = 'virtual-challenges-my-data/1';

export type ActivitySource = 'manual' | 'strava' | 'fitbit' | 'garmin';

export interface MyActivity {
  readonly legId: string;
  readonly key: string;
  /** 'YYYY-MM-DD' */
  readonly day: string;
  readonly distanceKm: number;
  /** 'h:mm:ss' */
  readonly duration: string;
  readonly source: ActivitySource;
}

export interface MyRegistration {
  readonly legId: string;
  readonly raceId: string;
  readonly raceName: string;
  readonly legName: string;
  readonly bibNumber: number | null;
  readonly teamName: string;
  readonly captain: boolean;
  readonly totalDistanceKm: number;
  readonly completedDate: string | null;
  readonly postingFromTracker: boolean;
  readonly giftCodes: Readonly<Record<string, string>>;
  readonly boughtProducts: Readonly<Record<string, string>>;
  readonly shippingAddress: unknown;
}

export interface MyFeedNote {
  readonly legId: string;
  readonly teamName: string;
  readonly itemId: string;
  readonly postedAt: string | null;
  readonly text: string;
}

/**
 * How many of a team feed's items she cheered. Counted, not listed: an item's id and content are
 * her teammate's (a milestone she reached, her arrival), not hers to take away.
 */
export interface MyFeedCheer {
  readonly legId: string;
  readonly teamName: string;
  readonly count: number;
}

/** A device of hers with push on; the endpoint's host only (its path is the push service's address for that browser). */
export interface MyPushDevice {
  readonly deviceId: string;
  readonly pushService: string;
  readonly kinds: PushKinds;
  readonly updatedAt: string | null;
}

export interface MyData {
  readonly format: typeof MY_DATA_FORMAT;
  readonly exportedAt: string;
  readonly profile: {
    readonly uid: string;
    readonly email: string;
    readonly createdAt: string | null;
    readonly agreedToTerms: boolean;
    readonly details: UserDoc['details'];
    readonly referralLink: string;
  };
  readonly preferences: {
    readonly language: string | null;
    readonly leaderboardName: string;
    /** Her e-mail choices as stored (users/{uid}.mailPreferences: postcards, news), when she made any. */
    readonly email: Readonly<Record<string, unknown>>;
  };
  readonly trackers: { readonly linked: LinkedDevice };
  readonly registrations: readonly MyRegistration[];
  readonly activities: readonly MyActivity[];
  readonly referrals: { readonly total: number; readonly perLeg: Readonly<Record<string, number>> };
  readonly giftCodesBought: readonly {
    readonly code: string;
    readonly legId: string;
    readonly used: boolean;
  }[];
  /** Her part of her teams' feeds (docs/product.md, "Team feed"): her notes as captain, her cheers counted. */
  readonly teamFeed: {
    readonly notes: readonly MyFeedNote[];
    readonly cheers: readonly MyFeedCheer[];
  };
  /** Her devices with push on (docs/push.md): which push service, the kinds, when last saved. */
  readonly notifications: { readonly devices: readonly MyPushDevice[] };
  readonly payments: readonly {
    readonly id: string;
    readonly createdAt: string | null;
    readonly status: string;
    readonly amountCents: number | null;
    readonly currency: string;
    readonly legId: string;
    readonly giftCode: string | null;
  }[];
}

/** What the callable has read, already parsed through the documents' contracts. */
export interface MyDataSources {
  readonly uid: string;
  readonly now: Date;
  readonly user: UserDoc;
  /** users/{uid}.language as stored; null when she never chose. */
  readonly language: string | null;
  readonly emailPreferences: Readonly<Record<string, unknown>>;
  /** Her row on each leg she is registered on (absent when not provisioned). */
  readonly rows: Readonly<Record<string, RacerRow>>;
  /** The legs whose team she captains. */
  readonly captainOf: ReadonlySet<string>;
  readonly referrals: { readonly total: number; readonly perLeg: Readonly<Record<string, number>> };
  readonly giftCodes: readonly {
    readonly code: string;
    readonly legId: string;
    readonly used: boolean;
  }[];
  readonly payments: readonly (Payment & { readonly id: string })[];
  /** Her notes on her teams' feeds, and the items she cheered (none when she is on no team). */
  readonly feedNotes?: readonly { legId: string; teamName: string; item: FeedItem }[];
  readonly feedCheers?: readonly MyFeedCheer[];
  /** Her push subscriptions, users/{uid}/pushSubscriptions (none when she turned push on nowhere). */
  readonly pushDevices?: readonly PushSubscriptionDoc[];
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const two = (n: number) => String(n).padStart(2, '0');

export function sourceOfKey(key: string): ActivitySource {
  return providerOfKey(key) ?? 'manual';
}

export function buildMyData(s: MyDataSources): MyData {
  const legIds = Object.keys(s.user.subscribedRaces).sort();
  return {
    format: MY_DATA_FORMAT,
    exportedAt: s.now.toISOString(),
    profile: {
      uid: s.uid,
      email: s.user.email,
      createdAt: iso(s.user.createdAt),
      agreedToTerms: s.user.agreedToTerms,
      details: s.user.details,
      referralLink: s.user.referralLink,
    },
    preferences: {
      language: s.language,
      leaderboardName: s.user.leaderboardName,
      email: s.emailPreferences,
    },
    trackers: { linked: linkedDevice(s.user) },
    registrations: legIds.map((legId) => {
      const race = s.user.subscribedRaces[legId]!;
      const row = s.rows[legId];
      return {
        legId,
        raceId: race.raceId,
        raceName: race.raceInfo.name,
        legName: race.raceInfo.legName,
        bibNumber: race.bibNumber,
        teamName: race.teamName,
        captain: s.captainOf.has(legId),
        totalDistanceKm: row?.totalDistance ?? 0,
        completedDate: iso(row?.completedDate ?? race.completedDate),
        postingFromTracker: race.stravaLink,
        giftCodes: race.giftCodes,
        boughtProducts: race.boughtProducts,
        shippingAddress: race.shippingAddress,
      };
    }),
    activities: legIds.flatMap((legId) =>
      [...(s.rows[legId]?.entries ?? [])]
        .sort((a, b) => a.day.localeCompare(b.day) || a.key.localeCompare(b.key))
        .map((entry) => ({
          legId,
          key: entry.key,
          day: entry.day,
          distanceKm: entry.distance,
          duration: `${entry.duration.hours}:${two(entry.duration.minutes)}:${two(entry.duration.seconds)}`,
          source: sourceOfKey(entry.key),
        })),
    ),
    referrals: s.referrals,
    giftCodesBought: [...s.giftCodes].sort((a, b) => a.code.localeCompare(b.code)),
    teamFeed: {
      notes: (s.feedNotes ?? [])
        .filter(({ item }) => item.kind === 'note')
        .map(({ legId, teamName, item }) => ({
          legId,
          teamName,
          itemId: item.id,
          postedAt: iso(item.createdAt),
          text: item.text,
        }))
        .sort((a, b) => (a.postedAt ?? '').localeCompare(b.postedAt ?? '')),
      cheers: (s.feedCheers ?? [])
        .filter((c) => c.count > 0)
        .sort((a, b) => a.legId.localeCompare(b.legId) || a.teamName.localeCompare(b.teamName)),
    },
    notifications: {
      devices: [...(s.pushDevices ?? [])]
        .sort((a, b) => a.deviceId.localeCompare(b.deviceId))
        .map((device) => ({
          deviceId: device.deviceId,
          pushService: hostOf(device.endpoint),
          kinds: device.kinds,
          updatedAt: iso(device.updatedAt),
        })),
    },
    payments: [...s.payments]
      .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
      .map((p) => ({
        id: p.id,
        createdAt: iso(p.createdAt),
        status: p.status,
        amountCents: p.amountReceived,
        currency: p.currency,
        legId: typeof p.metadata.legId === 'string' ? p.metadata.legId : '',
        giftCode: p.giftCode,
      })),
  };
}

/** A CSV field (RFC 4180), and a leading =, +, - or @ defused so a spreadsheet never runs it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const ACTIVITIES_CSV_HEADER = ['leg', 'race', 'day', 'distance_km', 'duration', 'source'];

/** Her activities, one line each, under a header line; CRLF line ends as RFC 4180 has them. */
export function activitiesCsv(data: MyData): string {
  const raceOf = new Map(
    data.registrations.map((r) => [r.legId, `${r.raceName} ${r.legName}`.trim()]),
  );
  const lines = [
    ACTIVITIES_CSV_HEADER.join(','),
    ...data.activities.map((a) =>
      [a.legId, raceOf.get(a.legId) ?? '', a.day, a.distanceKm, a.duration, a.source]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
