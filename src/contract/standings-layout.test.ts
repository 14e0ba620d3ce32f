import { describe, expect, it } from 'vitest';
import {
  FIRST_LAYOUT,
  generationId,
  MAX_SHARDS,
  outgrows,
  parseShardLayout,
  shardCountFor,
  shardIdOf,
  shardIdsOf,
  shardIndexOf,
} from './standings-layout';
import { shardOf, SHARD_IDS } from './standings-board';

describe('standings layout', () => {
  it('keeps 16 shards up to 24,000 racers, then about 1,500 racers a shard', () => {
    expect(shardCountFor(0)).toBe(16);
    expect(shardCountFor(20_000)).toBe(16);
    expect(shardCountFor(24_000)).toBe(16);
    expect(shardCountFor(24_001)).toBe(17);
    expect(shardCountFor(100_000)).toBe(67);
    expect(shardCountFor(10_000_000)).toBe(MAX_SHARDS);
  });

  it('re-shards a leg past 2,000 racers a shard on average, never to fewer', () => {
    expect(outgrows(FIRST_LAYOUT, 32_000)).toBe(false);
    expect(outgrows(FIRST_LAYOUT, 32_001)).toBe(true);
    expect(outgrows({ generation: 'g67xabc', count: 67 }, 100_000)).toBe(false);
    expect(outgrows({ generation: 'g1024xabc', count: MAX_SHARDS }, 10_000_000)).toBe(false);
  });

  it('names the first layout s00 … s15, as before re-sharding existed', () => {
    expect(shardIdsOf(FIRST_LAYOUT)).toEqual(SHARD_IDS);
    expect(SHARD_IDS[0]).toBe('s00');
    expect(SHARD_IDS[15]).toBe('s15');
    expect(shardOf('demo-runner')).toBe(shardIdOf(FIRST_LAYOUT, 'demo-runner'));
  });

  it('names a generation’s shards by its id and a 4-digit index, every racer in one', () => {
    const layout = { generation: generationId(67, 1_700_000_000_000), count: 67 };
    expect(layout.generation).toBe('g67xloyw3v28');
    const ids = shardIdsOf(layout);
    expect(ids).toHaveLength(67);
    expect(ids[0]).toBe('g67xloyw3v28-0000');
    expect(new Set(ids).size).toBe(67);
    const used = new Set(Array.from({ length: 2000 }, (_, i) => shardIdOf(layout, `uid-${i}`)));
    expect(used.size).toBe(67);
    expect(shardIndexOf('uid-1', 67)).toBe(shardIndexOf('uid-1', 67));
  });

  it.each([
    ['absent', undefined, FIRST_LAYOUT],
    ['a generation', { generation: 'g67xabc', count: 67 }, { generation: 'g67xabc', count: 67 }],
    ['a count out of bounds', { generation: 'g67xabc', count: 5000 }, FIRST_LAYOUT],
    ['a malformed generation', { generation: '../x', count: 67 }, FIRST_LAYOUT],
    ['the first layout with another count', { generation: '', count: 67 }, FIRST_LAYOUT],
    ['a fractional count', { generation: 'g67xabc', count: 6.5 }, FIRST_LAYOUT],
  ])('parses %s', (_label, stored, expected) => {
    expect(parseShardLayout(stored)).toEqual(expected);
  });
});
