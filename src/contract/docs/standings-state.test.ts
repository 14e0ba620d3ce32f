import { describe, expect, it } from 'vitest';
import { FIRST_LAYOUT } from '../standings-layout';
import { layoutStateDoc, parseLayoutState } from './standings-state';

describe('standings layout state', () => {
  it('is the first layout, with nothing under way, on a leg never re-sharded', () => {
    expect(parseLayoutState(undefined)).toEqual({
      current: FIRST_LAYOUT,
      next: null,
      previous: null,
    });
  });

  it('reads back what the server stores, a re-shard under way included', () => {
    const state = {
      current: FIRST_LAYOUT,
      next: { generation: 'g67xabc', count: 67 },
      previous: null,
    };
    expect(parseLayoutState(JSON.parse(JSON.stringify(layoutStateDoc(state))))).toEqual(state);
  });
});
