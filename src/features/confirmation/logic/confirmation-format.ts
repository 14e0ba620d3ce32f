/**
 * Texts of the confirmation page built from the registration (docs/product.md §R2.7): the greeting,
 * the distance, the challenge window and the gift-code rows, in the participant's language
 * (docs/i18n.md: the greeting a catalogue descriptor, numbers and days through Intl). Pure,
 * table-tested.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RaceInfo } from '../../../contract/docs/user';
import { formatGrouped, formatLongDay } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/language';
import type { ConfirmationVariant } from './confirmation-variants';

/** 'maya' → 'Maya': trimmed, first letter capitalised, the rest kept as typed. */
export function capitaliseFirstName(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}

/** 'Maya, You are In!' (docs/product.md §R2.7, letter for letter), or 'You are In!' when the first name is unknown. */
export function greeting(firstName: string | null | undefined): MessageDescriptor {
  const name = capitaliseFirstName(firstName);
  return name ? msg`${name}, You are In!` : msg`You are In!`;
}

/** '1,000 km' (en-CA thousands separators) / '1 000 km' (fr-CA); '' when unknown. */
export function formatDistance(km: number | null, language: Language): string {
  if (km === null || !Number.isFinite(km) || km <= 0) return '';
  return `${formatGrouped(km, language)}${language === 'fr' ? '\u00a0' : ' '}km`;
}

function parseDay(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A race day as stored (the UTC calendar day): 'July 1, 2025' / '1er juillet 2025'. */
function longDay(date: Date, language: Language): string {
  return formatLongDay(date, language);
}

export interface WindowText {
  readonly start: string;
  readonly end: string;
}

/**
 * The challenge window to state: the variant's (docs/product.md §R4), else the registration's own user
 * dates, else its race dates; null when neither is known.
 */
export function challengeWindow(
  variant: ConfirmationVariant,
  info: RaceInfo | null,
  language: Language,
): WindowText | null {
  const start = variant.window
    ? parseDay(variant.window.start)
    : (info?.userStartDate ?? info?.raceDateStart ?? null);
  const end = variant.window
    ? parseDay(variant.window.end)
    : (info?.userEndDate ?? info?.raceDateEnd ?? null);
  return start && end ? { start: longDay(start, language), end: longDay(end, language) } : null;
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
