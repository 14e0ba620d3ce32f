/**
 * The one formatting layer for French typography (docs/i18n.md, "Typography"), applied by the
 * app's formats (lib/i18n/format.ts), the dashboard's durations and paces, the certificate and
 * the e-mails (functions/src/mail/language.ts): a no-break space before ":", a narrow no-break
 * space between a number and its unit, "1er" for the first of a month, hours and paces in words
 * ("1 h 05 min", "5 min 30 s/km"). English is left as it is written. Pure.
 */

/** The no-break space French sets before ":" and inside « ». */
export const NBSP = '\u00a0';
/** The narrow no-break space between a number and its unit ("126 km", "5 $"). */
export const NARROW_NBSP = '\u202f';

type Language = 'en' | 'fr';

/** "Label: value" / "Label : value" (no-break space before the colon). */
export function labelled(label: string, value: string, language: Language): string {
  return language === 'fr' ? `${label}${NBSP}: ${value}` : `${label}: ${value}`;
}

/**
 * A date Intl wrote, with "1er" for the first of a month in French ("1 juin 2025" becomes
 * "1er juin 2025"; Intl's fr-CA writes no ordinal).
 */
export function withFirstOfMonth(formatted: string, language: Language): string {
  return language === 'fr' ? formatted.replace(/^1(?=[\s\u00a0\u202f])/u, '1er') : formatted;
}

const two = (n: number): string => String(n).padStart(2, '0');

export interface HoursMinutesSeconds {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * A duration: 'h:mm:ss' in English; in French in words, "1 h 05 min", "1 h 05 min 30 s",
 * "45 min 10 s" (no-break spaces, seconds left out when there are none).
 */
export function formatDurationIn(duration: HoursMinutesSeconds, language: Language): string {
  const { hours, minutes, seconds } = duration;
  if (language === 'en') return `${hours}:${two(minutes)}:${two(seconds)}`;
  const parts =
    hours > 0 ? [`${hours}${NBSP}h`, `${two(minutes)}${NBSP}min`] : [`${minutes}${NBSP}min`];
  if (seconds > 0 || (hours === 0 && minutes === 0)) parts.push(`${two(seconds)}${NBSP}s`);
  return parts.join(NBSP);
}

/** Seconds per km: 'm:ss /km' in English, "5 min 30 s/km" in French. */
export function formatPaceIn(secondsPerKm: number, language: Language): string {
  const minutes = Math.floor(secondsPerKm / 60);
  const seconds = secondsPerKm % 60;
  return language === 'en'
    ? `${minutes}:${two(seconds)} /km`
    : `${minutes}${NBSP}min${NBSP}${two(seconds)}${NBSP}s/km`;
}
