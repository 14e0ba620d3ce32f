/**
 * 'Races Registered' on the account page (docs/product.md §P2 Account page, §P9: sorted by race start
 * date, newest first), each with the gift registration coupons bought with it: code, leg
 * name, and whether it is used (a tick) or not (an o). Pure.
 */
import { raceIdFromLegId } from '../../../config/paths';
import type { RaceLeg } from '../../../contract/docs/race-leg';
import type { SubscribedRace } from '../../../contract/docs/user';
import { localized, type ContentLanguage } from '../../../contract/l10n';
import { legSport } from '../../../contract/race-sport';
import type { RaceSport } from '../../trackers';

/** Start date newest first; races without a start date last; then by name and leg for a stable order. */
function compareByStartDateNewestFirst(a: SubscribedRace, b: SubscribedRace): number {
  const aStart = a.raceInfo.raceDateStart?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bStart = b.raceInfo.raceDateStart?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (aStart !== bStart) return bStart > aStart ? 1 : -1;
  return a.raceInfo.name.localeCompare(b.raceInfo.name) || a.legId.localeCompare(b.legId);
}

export function sortRacesByStartNewestFirst(
  races: Readonly<Record<string, SubscribedRace>>,
): SubscribedRace[] {
  return Object.values(races).sort(compareByStartDateNewestFirst);
}

/** used: true (tick), false (o), null while unknown (still loading or unreadable). */
export interface GiftCoupon {
  readonly code: string;
  readonly legId: string;
  readonly legName: string;
  readonly used: boolean | null;
}

/** The leg a gift code is for, in words: its catalogue name, else the leg id without price_. */
function legNameFor(legId: string, legNames: Readonly<Record<string, string>>): string {
  return legNames[legId] || raceIdFromLegId(legId);
}

/** The race's gift codes in code order, with their state where known. */
export function giftCoupons(
  race: SubscribedRace,
  usedByCode: Readonly<Record<string, boolean>>,
  legNames: Readonly<Record<string, string>>,
): GiftCoupon[] {
  return Object.entries(race.giftCodes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, legId]) => ({
      code,
      legId,
      legName: legNameFor(legId, legNames),
      used: usedByCode[code] ?? null,
    }));
}

/** Every gift code of every race with the catalogue path of its leg (for one read each). */
export function giftCodeRefs(
  races: readonly SubscribedRace[],
): { code: string; legId: string; raceId: string }[] {
  return races.flatMap((race) =>
    Object.entries(race.giftCodes).map(([code, legId]) => ({ code, legId, raceId: race.raceId })),
  );
}

/**
 * Each race's names and sport, for the Strava panel (what counts where): the sport as the
 * importer decides it (contract/race-sport.ts: the leg document's, else the registration's
 * copy, else the names), in the order of 'Races Registered'.
 */
export function raceSports(
  races: readonly SubscribedRace[],
  legs: Readonly<Record<string, RaceLeg | null>>,
  language: ContentLanguage = 'en',
): RaceSport[] {
  return races.map((race) => {
    const leg = legs[race.legId] ?? null;
    return {
      legId: race.legId,
      // In her language (docs/i18n.md, catalogue content), English when untranslated.
      name:
        localized(race.raceInfo, 'name', language) || (leg ? localized(leg, 'name', language) : ''),
      legName:
        localized(race.raceInfo, 'legName', language) ||
        (leg ? localized(leg, 'legName', language) : ''),
      sport: legSport(leg, race.raceInfo),
    };
  });
}
