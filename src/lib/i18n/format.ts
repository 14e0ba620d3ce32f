/**
 * Numbers, money and dates in the active language (docs/i18n.md). English keeps the spec's
 * formats letter for letter ('250.93 Km', '$129.00', '12.50%'); Canadian French is Intl's fr-CA
 * ('1 000,00 km', '129,00 $', '12,50 %', '23 novembre 2026'), with its no-break spaces.
 */
import { withFirstOfMonth } from '../../contract/french-typography';
import { localeOf, type Language } from './language';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${language}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(localeOf(language), options)));
  return format;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${language}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(localeOf(language), options)));
  return format;
}

/** Never negative, never NaN, rounded to the cent of a kilometre. */
function cleanKm(km: number): number {
  const value = Number.isFinite(km) ? Math.max(0, km) : 0;
  return Math.round(value * 100) / 100;
}

/** Two decimals: '1000.00' in English (the spec's figures, no separators), '1 000,00' in French. */
export function formatTwoDecimals(value: number, language: Language): string {
  const clean = cleanKm(value);
  if (language === 'en') return clean.toFixed(2);
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    clean,
  );
}

/** A distance with its unit: '250.93 Km' (the leaderboard's English), '250,93 km' in French. */
export function formatKmWithUnit(km: number, language: Language): string {
  return language === 'en'
    ? `${cleanKm(km).toFixed(2)} Km`
    : `${formatTwoDecimals(km, language)}\u00a0km`;
}

/** Up to 2 decimals with thousands separators: '1,000' / '1 000'. */
export function formatGrouped(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** '12.50%' / '12,50 %'. */
export function formatPercentValue(percent: number, language: Language): string {
  const figure = formatTwoDecimals(percent, language);
  return language === 'en' ? `${figure}%` : `${figure}\u00a0%`;
}

/** Canadian dollars from cents: '$129.00' / '129,00 $'. */
export function formatMoney(cents: number, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A stored race day (the UTC calendar day) in full: 'November 23, 2026' / '23 novembre 2026', '1er juin 2025'. */
export function formatLongDay(date: Date, language: Language): string {
  const day = dateFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return withFirstOfMonth(day, language);
}

/** The same, short: 'Mar 1, 2025' / '1er mars 2025'. */
export function formatShortDay(date: Date, language: Language): string {
  const day = dateFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return withFirstOfMonth(day, language);
}

/** A whole percent: '40%' / '40 %' (no-break space). */
export function formatWholePercent(percent: number, language: Language): string {
  return language === 'en' ? `${percent}%` : `${percent}\u00a0%`;
}
