/**
 * How a leg's standings are split into documents (docs/standings.md, "Limits"): a layout is a
 * generation (the prefix of its documents' ids) and a shard count, chosen from the leg's size so
 * a shard stays about 100 KB and under the write rate one document sustains. The server records
 * it in races/{legId}/standingsState/layout and copies it onto the board, so the browser reads
 * the shards the board was built from. A leg never re-sharded has the first layout: no
 * generation, 16 documents s00 … s15 (every leg up to 24,000 racers).
 */
import { toNumber, toRecord, toText } from './docs/values';

export interface ShardLayout {
  /** '' for the first layout (ids s00 … s15); else the prefix of its ids. */
  readonly generation: string;
  readonly count: number;
}

export const FIRST_LAYOUT: ShardLayout = { generation: '', count: 16 };
/**
 * Racers a new layout puts in a shard: at about 60 bytes a packed row, about 90 KB, and at one
 * write a second per document, 1,500 racers share one second of their shard's writes.
 */
export const RACERS_PER_SHARD = 1500;
/** Past this many racers a shard on average, the sweep and `standings:rebuild` re-shard. */
export const MAX_RACERS_PER_SHARD = 2000;
/** 1,024 shards: 1.5 million racers, the most a leg's board rebuild can read (docs/standings.md). */
export const MAX_SHARDS = 1024;

/** The layout a leg of `racers` racers gets when it is (re)built: never fewer than 16 shards. */
export function shardCountFor(racers: number): number {
  return Math.min(MAX_SHARDS, Math.max(FIRST_LAYOUT.count, Math.ceil(racers / RACERS_PER_SHARD)));
}

/** Whether a leg of `racers` racers has outgrown `layout` (it never shrinks). */
export function outgrows(layout: ShardLayout, racers: number): boolean {
  return racers > layout.count * MAX_RACERS_PER_SHARD && layout.count < MAX_SHARDS;
}

/** FNV-1a over the uid: a stable shard for a racer without any lookup. */
export function shardIndexOf(uid: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < uid.length; i += 1) {
    hash ^= uid.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

export function shardIdAt(layout: ShardLayout, index: number): string {
  return layout.generation === ''
    ? `s${String(index).padStart(2, '0')}`
    : `${layout.generation}-${String(index).padStart(4, '0')}`;
}

export const shardIdOf = (layout: ShardLayout, uid: string): string =>
  shardIdAt(layout, shardIndexOf(uid, layout.count));

export const shardIdsOf = (layout: ShardLayout): string[] =>
  Array.from({ length: layout.count }, (_, i) => shardIdAt(layout, i));

/** A new generation's id: the count and the time, so two re-shards never share documents. */
export const generationId = (count: number, now: number): string => `g${count}x${now.toString(36)}`;

/** The stored layout, or the first one when absent or malformed (a leg never re-sharded). */
export function parseShardLayout(value: unknown): ShardLayout {
  const data = toRecord(value);
  const count = toNumber(data.count);
  const generation = toText(data.generation);
  if (count === null || !Number.isInteger(count) || count < 1 || count > MAX_SHARDS)
    return FIRST_LAYOUT;
  if (generation !== '' && !/^g\d+x[0-9a-z]+$/.test(generation)) return FIRST_LAYOUT;
  if (generation === '' && count !== FIRST_LAYOUT.count) return FIRST_LAYOUT;
  return { generation, count };
}

export const sameLayout = (a: ShardLayout, b: ShardLayout): boolean =>
  a.generation === b.generation && a.count === b.count;
