/**
 * The progress panel's numbers (docs/product.md §P9): percent = distance / race distance × 100 to
 * 2 decimals, the bar capped at 100 %, 'Completed!' at 100 or more, km to 2 decimals.
 */
import { formatPercentValue, formatTwoDecimals } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/language';

export function percentOf(totalKm: number, legKm: number | null): number {
  if (!legKm || legKm <= 0 || !Number.isFinite(totalKm)) return 0;
  return (Math.max(0, totalKm) / legKm) * 100;
}

/** 2 decimals, never negative zero: '1000.00' / '1 000,00' (docs/i18n.md). */
export function formatKm(km: number, language: Language = 'en'): string {
  return formatTwoDecimals(km, language);
}

/** '12.50%' / '12,50 %'. */
export function formatPercent(percent: number, language: Language = 'en'): string {
  return formatPercentValue(percent, language);
}

/** Width of the bar and the ring's arc, 0-100. */
export function barPercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/**
 * Completed as the screen shows it, from the live total (the server's completedDate follows
 * a moment later). A tiny tolerance keeps 0.1 + 0.2-style sums from missing the line.
 */
export function isCompleted(totalKm: number, legKm: number | null): boolean {
  return legKm !== null && legKm > 0 && totalKm >= legKm - 1e-9;
}
