import { describe, expect, it } from 'vitest';
import { checkMedalFilters } from './medal-filters';

const BASE = { legId: 'price_x', country: '', finishedFrom: '', finishedTo: '' };

describe('checkMedalFilters', () => {
  it('keeps only the filters given, the country in capitals', () => {
    expect(checkMedalFilters({ ...BASE, country: ' ca ', finishedFrom: '2026-10-01' })).toEqual({
      ok: true,
      request: { legId: 'price_x', country: 'CA', finishedFrom: '2026-10-01' },
    });
  });

  it.each([
    [{ legId: '' }, { legId: 'noLeg' }],
    [{ country: 'Canada' }, { country: 'country' }],
    [{ finishedFrom: '2026-11-02', finishedTo: '2026-11-01' }, { finishedTo: 'order' }],
  ])('refuses %j at its field', (change, problems) => {
    expect(checkMedalFilters({ ...BASE, ...change })).toEqual({ ok: false, problems });
  });
});
