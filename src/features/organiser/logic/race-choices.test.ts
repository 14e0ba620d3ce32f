import { describe, expect, it } from 'vitest';
import { raceChoices } from './race-choices';

describe('raceChoices', () => {
  it('groups the legs by race name in their order; a nameless leg is a race of its own', () => {
    expect(
      raceChoices([
        { legId: 'price_a1', name: 'Run' },
        { legId: 'price_b1', name: 'Ride' },
        { legId: 'price_a2', name: 'Run' },
        { legId: 'price_x', name: '' },
        { legId: 'price_y', name: '' },
      ]),
    ).toEqual([
      { name: 'Run', legIds: ['price_a1', 'price_a2'] },
      { name: 'Ride', legIds: ['price_b1'] },
      { name: '', legIds: ['price_x'] },
      { name: '', legIds: ['price_y'] },
    ]);
  });
});
