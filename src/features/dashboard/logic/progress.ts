/**
 * The progress panel's numbers (spec 02 §9): percent = distance / race distance × 100 to
 * 2 decimals, the bar capped at 100 %, 'Completed!' at 100 or more, km to 2 decimals.
 */

export function percentOf(totalKm: number, legKm: number | null): number {
  if (!legKm || legKm <= 0 || !Number.isFinite(totalKm)) return 0;
  return (Math.max(0, totalKm) / legKm) * 100;
}

/** 2 decimals, never negative zero. */
export function formatKm(km: number): string {
  const value = Number.isFinite(km) ? Math.max(0, km) : 0;
  return (Math.round(value * 100) / 100).toFixed(2);
}

export function formatPercent(percent: number): string {
  return `${formatKm(percent)}%`;
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
