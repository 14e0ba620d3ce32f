/**
 * The board document races/{legId}/board/current (docs/standings.md) as the page uses it:
 * rows unpacked, every field present with a safe default. Pure: api/ parses snapshots with it.
 */
import { decodeRows } from '../../../contract/standings-codec';
import type { StandingRow, StandingsTab } from '../../../contract/standing-row';

interface BoardRace {
  readonly name: string;
  readonly legName: string;
  /** km; 0 when unknown */
  readonly distance: number;
  /** KML file name under /kml, without .kml */
  readonly map: string;
}

export interface Board {
  readonly day: string;
  readonly count: number;
  readonly top: Readonly<Record<StandingsTab, readonly StandingRow[]>>;
  readonly teams: readonly StandingRow[];
  readonly histogram: readonly number[];
  readonly race: BoardRace;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

export function parseBoard(data: Readonly<Record<string, unknown>>): Board {
  const top = record(data.top);
  const race = record(data.race);
  const distance = Number(race.distance);
  return {
    day: text(data.day),
    count: typeof data.count === 'number' ? data.count : 0,
    top: {
      total: decodeRows(text(top.total)),
      week: decodeRows(text(top.week)),
      today: decodeRows(text(top.today)),
    },
    teams: decodeRows(text(data.teams)),
    histogram: Array.isArray(data.histogram)
      ? data.histogram.map((n) => (typeof n === 'number' ? n : 0))
      : [],
    race: {
      name: text(race.name),
      legName: text(race.legName),
      distance: Number.isFinite(distance) ? distance : 0,
      map: text(race.map),
    },
  };
}
