/**
 * Standings rows packed as text, one line per row: 20,000 rows travel as a few string fields
 * instead of 20,000 maps (Firestore's wire format spends ~30 bytes on every map field), which
 * keeps the whole list of a 20,000-racer leg under 2 MB (docs/standings.md).
 * Line: key|firstName|lastName|teamName|total|completedAt|day:km,day:km|members|h, where a day
 * travels as its number of days since 1970-01-01 (5 digits instead of 10 characters) and the
 * last field is 'h' for a hidden racer (contract/leaderboard-name.ts), absent otherwise, so the
 * rows of racers who did not choose to hide are the same text as before.
 */
import type { StandingRow } from './standing-row';

const FIELD = '|';
const LINE = '\n';

const clean = (value: string): string => value.replace(/[|\n\r]/g, ' ');
const DAY_MS = 86_400_000;
const dayNumber = (day: string): string =>
  String(Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS));
const dayOf = (n: string): string => new Date(Number(n) * DAY_MS).toISOString().slice(0, 10);

export function encodeRow(row: StandingRow): string {
  const days = Object.entries(row.days)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, km]) => `${dayNumber(day)}:${km}`)
    .join(',');
  const fields = [
    clean(row.key),
    clean(row.firstName),
    clean(row.lastName),
    clean(row.teamName),
    String(row.total),
    row.completedAt === null ? '' : String(row.completedAt),
    days,
    row.members === undefined ? '' : String(row.members),
  ];
  if (row.hidden) fields.push('h');
  return fields.join(FIELD);
}

export function decodeRow(line: string): StandingRow {
  const [
    key = '',
    firstName = '',
    lastName = '',
    teamName = '',
    total = '0',
    completed = '',
    days = '',
    members = '',
    hidden = '',
  ] = line.split(FIELD);
  const dayMap: Record<string, number> = {};
  for (const pair of days ? days.split(',') : []) {
    const [day, km] = pair.split(':');
    if (day && km) dayMap[dayOf(day)] = Number(km);
  }
  return {
    key,
    firstName,
    lastName,
    teamName,
    total: Number(total) || 0,
    completedAt: completed === '' ? null : Number(completed),
    days: dayMap,
    ...(members === '' ? {} : { members: Number(members) }),
    ...(hidden === 'h' ? { hidden: true as const } : {}),
  };
}

export function encodeRows(rows: readonly StandingRow[]): string {
  return rows.map(encodeRow).join(LINE);
}

export function decodeRows(text: string): StandingRow[] {
  return text ? text.split(LINE).map(decodeRow) : [];
}
