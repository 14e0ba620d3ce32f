/**
 * The Numbers section's tables (docs/organiser-console.md, "Numbers"), shaped once from the
 * server's figures (callables/organiser-numbers.ts): the console shows these rows and the
 * server writes the same rows as the CSV it exports (csv.ts), so a table on screen and its file
 * never differ. Money is kept in cents here; the CSV writes dollars with two decimals (CAD).
 * Pure.
 */
import type { LegNumbers, NumbersTable, RaceNumbersResult } from '../callables/organiser-numbers';
import { toCsv } from './csv';

export type CellKind = 'text' | 'day' | 'count' | 'money';

export interface NumbersColumn {
  /** The CSV's header, and the key the console words it by. */
  readonly key: string;
  readonly kind: CellKind;
  /** A header that is data (a leg's name in the registrations per day), shown as it is. */
  readonly label?: string;
}

export type NumbersCell = string | number;

export interface ShapedTable {
  readonly columns: readonly NumbersColumn[];
  readonly rows: readonly (readonly NumbersCell[])[];
}

const legLabel = (leg: LegNumbers): string => leg.legName || leg.legId;
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** One row per day (oldest first), one column per leg, then the day's total and a total row. */
function registrations({ days, legs }: RaceNumbersResult): ShapedTable {
  const columns: NumbersColumn[] = [
    { key: 'day', kind: 'day' },
    ...legs.map((leg) => ({ key: leg.legId, kind: 'count' as const, label: legLabel(leg) })),
    { key: 'total', kind: 'count' },
  ];
  const rows = days.map((day, i) => {
    const counts = legs.map((leg) => leg.perDay[i] ?? 0);
    return [day, ...counts, sum(counts)];
  });
  return { columns, rows };
}

/** Per leg: registrations (complimentary apart), payments, gross, refunded, net; then a total. */
function amounts({ legs }: RaceNumbersResult): ShapedTable {
  const columns: NumbersColumn[] = [
    { key: 'legId', kind: 'text' },
    { key: 'leg', kind: 'text' },
    { key: 'registrations', kind: 'count' },
    { key: 'complimentary', kind: 'count' },
    { key: 'payments', kind: 'count' },
    { key: 'gross', kind: 'money' },
    { key: 'refunded', kind: 'money' },
    { key: 'net', kind: 'money' },
  ];
  const line = (leg: LegNumbers): NumbersCell[] => [
    leg.legId,
    legLabel(leg),
    leg.registrations,
    leg.complimentary,
    leg.payments,
    leg.grossCents,
    leg.refundedCents,
    leg.grossCents - leg.refundedCents,
  ];
  return { columns, rows: legs.map(line) };
}

/** Per leg: registrations, participants active in the last 7 days, finishers. */
function participants({ legs }: RaceNumbersResult): ShapedTable {
  return {
    columns: [
      { key: 'legId', kind: 'text' },
      { key: 'leg', kind: 'text' },
      { key: 'registrations', kind: 'count' },
      { key: 'activeLast7Days', kind: 'count' },
      { key: 'finishers', kind: 'count' },
    ],
    rows: legs.map((leg) => [
      leg.legId,
      legLabel(leg),
      leg.registrations,
      leg.active7Days,
      leg.finishers,
    ]),
  };
}

/** The largest teams of each leg, most members first. */
function teams({ legs }: RaceNumbersResult): ShapedTable {
  return {
    columns: [
      { key: 'legId', kind: 'text' },
      { key: 'leg', kind: 'text' },
      { key: 'team', kind: 'text' },
      { key: 'members', kind: 'count' },
    ],
    rows: legs.flatMap((leg) =>
      leg.teams.map((team) => [leg.legId, legLabel(leg), team.name, team.members]),
    ),
  };
}

export function shapeNumbers(table: NumbersTable, result: RaceNumbersResult): ShapedTable {
  switch (table) {
    case 'registrations':
      return registrations(result);
    case 'amounts':
      return amounts(result);
    case 'participants':
      return participants(result);
    case 'teams':
      return teams(result);
  }
}

/** Cents as dollars with two decimals, a point and no grouping: what a spreadsheet reads. */
export const dollarsOf = (cents: number): string => (cents / 100).toFixed(2);

/** The table as its CSV file: the header (a data label or the key), then the rows. */
export function numbersCsv({ columns, rows }: ShapedTable): string {
  return toCsv([
    columns.map((column) => column.label ?? column.key),
    ...rows.map((row) =>
      row.map((cell, i) =>
        columns[i]?.kind === 'money' && typeof cell === 'number' ? dollarsOf(cell) : String(cell),
      ),
    ),
  ]);
}
