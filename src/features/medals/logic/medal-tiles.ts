/**
 * The medal selection page's tiles (spec 02 §2 Medal selection page, §4 Medal tile, §9):
 * C 156 km, A 157 km, N 158 km at the participant's own pace, registering at
 * /register/celebratecanada-c, -a1, -n. A tile is owned when the participant has any
 * registration for one of its price ids; otherwise it shows START. Pure.
 */
import type { SubscribedRace } from '../../../contract/docs/user';

export interface MedalTile {
  readonly letter: 'C' | 'A' | 'N';
  readonly km: number;
  /** The registration path segment (products' metadata.url). */
  readonly raceUrl: string;
  readonly image: string;
}

export const MEDAL_TILES: readonly MedalTile[] = [
  { letter: 'C', km: 156, raceUrl: 'celebratecanada-c', image: '/images/medal-c.svg' },
  { letter: 'A', km: 157, raceUrl: 'celebratecanada-a1', image: '/images/medal-a.svg' },
  { letter: 'N', km: 158, raceUrl: 'celebratecanada-n', image: '/images/medal-n.svg' },
];

/**
 * Owned: a registration whose leg id is one of the tile's price ids (the catalogue's), or
 * whose race url is the tile's (a past edition's leg the catalogue no longer lists).
 */
export function ownsMedal(
  tile: MedalTile,
  subscribedRaces: Readonly<Record<string, SubscribedRace>>,
  tilePriceIds: readonly string[],
): boolean {
  return Object.values(subscribedRaces).some(
    (race) =>
      tilePriceIds.includes(race.legId) ||
      (race.raceInfo.url !== '' && race.raceInfo.url === tile.raceUrl),
  );
}

/** The selected tile toggles: a click on the open tile closes it, on another opens that one. */
export function toggleTile(
  selected: MedalTile['letter'] | null,
  clicked: MedalTile['letter'],
): MedalTile['letter'] | null {
  return selected === clicked ? null : clicked;
}

/** '$79' from cents (whole dollars shown whole, otherwise two decimals). */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** 'June 30th' from a catalogue date 'YYYY-MM-DD' (spec 02 §9: Early Bird until June 30th); '' when unreadable. */
export function formatEarlyBirdEnd(ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd.trim());
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  const day = Number(match[3]);
  return month && day >= 1 && day <= 31 ? `${month} ${ordinal(day)}` : '';
}
