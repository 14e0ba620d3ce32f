/**
 * The leg document races/{legId} (docs/data-model.md, docs/product.md §P3): one model and one parser for
 * the dashboard, the leaderboard's board, the account page's shipping dates, provisioning, the
 * address correction and the activity trigger. Written by the
 * seed and the organisers; both sides only read it.
 */
import { parseFrench, type FrenchTexts } from '../l10n';
import { parseSport, type Sport } from '../race-sport';
import { toDate, toNumber, toText } from './values';

export interface RaceLeg {
  readonly name: string;
  readonly legName: string;
  /** The race's sport as the leg document stores it (race-sport.ts); null when absent. */
  readonly sport: Sport | null;
  /** km; null when the document does not say (parseLegDistance). */
  readonly distance: number | null;
  readonly map: string;
  readonly milestonesId: string;
  readonly finisherBadge: string;
  readonly finisherLink: string;
  readonly raceDateStart: Date | null;
  readonly raceDateEnd: Date | null;
  /** When the leg's medals ship (docs/product.md §R9): shipping addresses can be corrected until then; null when not set. */
  readonly medalsShipAt: Date | null;
  /** The race's and the leg's names in French (`fr: { name, legName }`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name' | 'legName'>;
}

/**
 * A leg's distance in km from any copy of it (the leg document's number, a registration's
 * raceInfo, a price's metadata string): a finite number above 0, else null. A leg of 0 km has
 * no distance to complete, so completion, the map and progress treat it as unknown.
 */
export function parseLegDistance(value: unknown): number | null {
  const km = toNumber(value);
  return km !== null && km > 0 ? km : null;
}

/** The longest finisher link an organiser may set (an address). */
export const FINISHER_LINK_MAX = 500;

/**
 * An organiser's finisher link (docs/organiser-console.md, "Race setup"), checked beside the
 * reader above: empty (no link) or an address on https, trimmed; null when neither. Only the
 * server imports it (contract/callables/organiser-leg-setup.ts).
 */
export function checkFinisherLink(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const link = raw.trim();
  if (link === '') return '';
  if (link.length > FINISHER_LINK_MAX) return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}

export function parseRaceLeg(data: Readonly<Record<string, unknown>>): RaceLeg {
  return {
    name: toText(data.name),
    legName: toText(data.legName),
    sport: parseSport(data.sport),
    distance: parseLegDistance(data.distance),
    map: toText(data.map),
    milestonesId: toText(data.milestones),
    finisherBadge: toText(data.finisher_badge),
    finisherLink: toText(data.finisher_link),
    raceDateStart: toDate(data.raceDateStart, 'start'),
    raceDateEnd: toDate(data.raceDateEnd, 'end'),
    medalsShipAt: toDate(data.medalsShipAt),
    fr: parseFrench(data),
  };
}
