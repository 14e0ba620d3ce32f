/**
 * Activity days in the races' home time zone (America/Toronto). The leaderboard's Today and
 * Last 7 Days tabs (docs/product.md §P9) count an activity on the calendar day it belongs to in
 * Toronto, so every participant, wherever they are, sees the same windows; see docs/standings.md.
 */
const TORONTO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the instant in Toronto. */
export function torontoDay(at: Date): string {
  return TORONTO.format(at);
}

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
