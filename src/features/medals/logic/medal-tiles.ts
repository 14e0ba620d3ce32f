/**
 * The medal selection page's tiles (docs/product.md §P2 Medal selection page, §P4 Medal tile, §P9):
 * C 156 km, A 157 km, N 158 km at the participant's own pace, registering at
 * /register/celebratecanada-c, -a1, -n. A tile is owned when the participant has any
 * registration for one of its price ids; otherwise it shows START. Pure.
 */
import type { SubscribedRace } from '../../../contract/docs/user';
import { formatMoney } from '../../../lib/i18n/format';
import { localeOf, type Language } from '../../../lib/i18n/language';

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

/**
 * '$79' from cents (whole dollars shown whole, otherwise two decimals); in French the fr-CA
 * way, '79 $' and '79,50 $' (docs/i18n.md: money follows the language).
 */
export function formatDollars(cents: number, language: Language): string {
  const dollars = cents / 100;
  if (language === 'en')
    return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
  if (!Number.isInteger(dollars)) return formatMoney(cents, language);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(dollars);
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

/** The month's name in French from Intl ('juin'), as fr-CA writes it in a date. */
function frenchMonth(month: number, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/**
 * 'June 30th' from a catalogue date 'YYYY-MM-DD' (docs/product.md §P9: Early Bird until June 30th); in
 * French '30 juin', the first of a month '1er juillet' (the French ordinal); '' when unreadable.
 */
export function formatEarlyBirdEnd(ymd: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd.trim());
  if (!match) return '';
  const monthNumber = Number(match[2]);
  const month = MONTHS[monthNumber - 1];
  const day = Number(match[3]);
  if (!month || day < 1 || day > 31) return '';
  if (language === 'en') return `${month} ${ordinal(day)}`;
  return `${day === 1 ? '1er' : String(day)}\u00a0${frenchMonth(monthNumber, language)}`;
}
