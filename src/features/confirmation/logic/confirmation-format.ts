/**
 * Texts of the confirmation page built from the registration (spec 01 §2.7): the greeting,
 * the distance, the challenge window and the gift-code rows. Pure, table-tested.
 */
import type { RaceInfo } from '../../../contract/docs/user';
import type { ConfirmationVariant } from './confirmation-variants';

/** Spec 01 §2.7, letter for letter. */
const YOU_ARE_IN = 'You are In!';

/** 'maya' → 'Maya': trimmed, first letter capitalised, the rest kept as typed. */
export function capitaliseFirstName(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}

/** 'Maya, You are In!', or 'You are In!' when the first name is unknown. */
export function greeting(firstName: string | null | undefined): string {
  const name = capitaliseFirstName(firstName);
  return name ? `${name}, ${YOU_ARE_IN}` : YOU_ARE_IN;
}

const NUMBER = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });

/** '1,000 km' (en-CA thousands separators); '' when unknown. */
export function formatDistance(km: number | null): string {
  return km === null || !Number.isFinite(km) || km <= 0 ? '' : `${NUMBER.format(km)} km`;
}

const DAY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A race day as stored (the UTC calendar day): 'July 1, 2025'. */
function formatDay(date: Date): string {
  return DAY.format(date);
}

function parseDay(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface WindowText {
  readonly start: string;
  readonly end: string;
}

/**
 * The challenge window to state: the variant's (spec §4), else the registration's own user
 * dates, else its race dates; null when neither is known.
 */
export function challengeWindow(
  variant: ConfirmationVariant,
  info: RaceInfo | null,
): WindowText | null {
  const start = variant.window
    ? parseDay(variant.window.start)
    : (info?.userStartDate ?? info?.raceDateStart ?? null);
  const end = variant.window
    ? parseDay(variant.window.end)
    : (info?.userEndDate ?? info?.raceDateEnd ?? null);
  return start && end ? { start: formatDay(start), end: formatDay(end) } : null;
}

export interface GiftCodeRow {
  readonly code: string;
  readonly legId: string;
  /** What the code registers for: the leg's description, or its id when unknown. */
  readonly validFor: string;
}

/** entry.giftCodes {code: legId} as rows, grouped by leg then by code. */
export function giftCodeRows(
  giftCodes: Readonly<Record<string, string>>,
  legLabels: Readonly<Record<string, string>>,
): GiftCodeRow[] {
  return Object.entries(giftCodes)
    .filter(([code, legId]) => code.trim() !== '' && legId.trim() !== '')
    .map(([code, legId]) => ({ code, legId, validFor: legLabels[legId]?.trim() || legId }))
    .sort((a, b) => a.legId.localeCompare(b.legId) || a.code.localeCompare(b.code));
}

/** The distinct leg ids the gift codes are valid for, sorted (a stable key for reads). */
export function giftLegIds(giftCodes: Readonly<Record<string, string>>): string[] {
  return [...new Set(Object.values(giftCodes).filter((legId) => legId.trim() !== ''))].sort();
}
