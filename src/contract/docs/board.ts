/**
 * The board document races/{legId}/board/current (docs/standings.md): written by the server
 * (functions/src/standings-store.ts) from buildBoard and the leg document, read live by the
 * leaderboard. Both sides use this one definition: the stored shape (BoardDoc, rows packed as
 * text) and the page's (Board, rows unpacked, every field present with a safe default).
 */
import type { BoardContent } from '../standings-board';
import { decodeRows } from '../standings-codec';
import type { StandingRow, StandingsTab } from '../standing-row';
import { FIRST_LAYOUT, parseShardLayout, type ShardLayout } from '../standings-layout';
import { parseLegDistance, type RaceLeg } from './race-leg';
import { toNumber, toRecord, toText } from './values';

/** The leg as the leaderboard shows it, copied from races/{legId} so the page is one read. */
interface BoardRace {
  readonly name: string;
  readonly legName: string;
  /** km; 0 when unknown */
  readonly distance: number;
  /** KML file name under /kml, without .kml */
  readonly map: string;
}

/** What the server stores. */
export interface BoardDoc extends BoardContent {
  readonly race: BoardRace;
  /** ms since the epoch */
  readonly builtAt: number;
  /** The standings documents it was built from: the ones the whole list reads. */
  readonly shards: ShardLayout;
}

/** What the page reads. */
export interface Board {
  readonly day: string;
  readonly count: number;
  readonly top: Readonly<Record<StandingsTab, readonly StandingRow[]>>;
  readonly teams: readonly StandingRow[];
  readonly histogram: readonly number[];
  readonly race: BoardRace;
  /** Absent on a board written before legs were re-sharded: the first layout. */
  readonly shards: ShardLayout;
}

export function boardDoc(
  content: BoardContent,
  race: Pick<RaceLeg, 'name' | 'legName' | 'distance' | 'map'>,
  builtAt: number,
  shards: ShardLayout = FIRST_LAYOUT,
): BoardDoc {
  return {
    ...content,
    race: { name: race.name, legName: race.legName, distance: race.distance ?? 0, map: race.map },
    builtAt,
    shards: { generation: shards.generation, count: shards.count },
  };
}

const count = (value: unknown): number => {
  const n = toNumber(value);
  return n !== null && n >= 0 ? n : 0;
};

export function parseBoard(data: Readonly<Record<string, unknown>>): Board {
  const top = toRecord(data.top);
  const race = toRecord(data.race);
  return {
    day: toText(data.day),
    count: count(data.count),
    top: {
      total: decodeRows(toText(top.total)),
      week: decodeRows(toText(top.week)),
      today: decodeRows(toText(top.today)),
    },
    teams: decodeRows(toText(data.teams)),
    histogram: Array.isArray(data.histogram) ? data.histogram.map(count) : [],
    race: {
      name: toText(race.name),
      legName: toText(race.legName),
      distance: parseLegDistance(race.distance) ?? 0,
      map: toText(race.map),
    },
    shards: data.shards === undefined ? FIRST_LAYOUT : parseShardLayout(data.shards),
  };
}
