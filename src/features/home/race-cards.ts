/**
 * The home grid's cards (docs/product.md §P2, Home): one per registered race, newest end date
 * first, with the CONCLUDED and FINSHER stamps. Pure, unit-tested.
 */
import { raceIdFromLegId } from '../../config/paths';
import type { SubscribedRace } from '../../contract/docs/user';
import type { FrenchTexts } from '../../contract/l10n';
import { formatShortDay } from '../../lib/i18n/format';
import type { Language } from '../../lib/i18n/language';

export interface RaceCardModel {
  readonly legId: string;
  /** The leg id without price_, as in /dashboard/{raceId}. */
  readonly raceId: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly legName: string;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  /** The end date is past. */
  readonly concluded: boolean;
  /** A completed date exists. */
  readonly finisher: boolean;
  /** The name and leg name in French, as the registration copied them (contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name' | 'legName'>;
}

/** Race end date, newest first; races without an end date last; then by name, then leg, for a stable order. */
function compareByEndDateNewestFirst(a: SubscribedRace, b: SubscribedRace): number {
  const aEnd = a.raceInfo.raceDateEnd?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bEnd = b.raceInfo.raceDateEnd?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (aEnd !== bEnd) return bEnd > aEnd ? 1 : -1;
  return a.raceInfo.name.localeCompare(b.raceInfo.name) || a.legId.localeCompare(b.legId);
}

export function sortRacesNewestFirst(races: readonly SubscribedRace[]): SubscribedRace[] {
  return [...races].sort(compareByEndDateNewestFirst);
}

export function toRaceCard(race: SubscribedRace, now: Date): RaceCardModel {
  const legId = race.legId;
  const end = race.raceInfo.raceDateEnd;
  return {
    legId,
    raceId: raceIdFromLegId(legId),
    name: race.raceInfo.name,
    imageUrl: race.raceInfo.imageUrl,
    legName: race.raceInfo.legName,
    startDate: race.raceInfo.raceDateStart,
    endDate: end,
    concluded: end !== null && end.getTime() < now.getTime(),
    finisher: race.completedDate !== null,
    fr: race.raceInfo.fr,
  };
}

export function raceCards(
  subscribedRaces: Readonly<Record<string, SubscribedRace>>,
  now: Date,
): RaceCardModel[] {
  return sortRacesNewestFirst(Object.values(subscribedRaces)).map((race) => toRaceCard(race, now));
}

/**
 * A race day as participants read it ('Mar 1, 2025' / '1 mars 2025'). Race dates are stored as
 * the UTC day's first and last instants (the seed's dayStart/dayEnd), so the UTC calendar day
 * is shown.
 */
export function formatRaceDate(date: Date | null, language: Language = 'en'): string {
  return date ? formatShortDay(date, language) : '';
}

/** 'Avery' from 'avery': the first letter capitalised (as the confirmation greeting does). */
export function displayFirstName(firstName: string | undefined): string {
  const name = (firstName ?? '').trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}
