import { describe, expect, it } from 'vitest';
import { parseLegDistance, parseRaceLeg } from './race-leg';

describe('parseLegDistance: every copy of a leg distance read one way', () => {
  it.each([
    ['a number', 1000, 1000],
    ['a fraction', 21.1, 21.1],
    ['a numeric string (price metadata)', '250', 250],
    ['absent', undefined, null],
    ['null', null, null],
    ['zero', 0, null],
    ['negative', -5, null],
    ['NaN', Number.NaN, null],
    ['Infinity', Number.POSITIVE_INFINITY, null],
    ['an empty string', '', null],
    ['a blank string', '  ', null],
    ['text', '1,000 km', null],
    ['a boolean', true, null],
    ['an object', { km: 5 }, null],
  ])('%s', (_label, value, expected) => expect(parseLegDistance(value)).toBe(expected));
});

describe('parseRaceLeg', () => {
  const full = {
    name: 'The Big Canada Run 2025',
    legName: '1,000 km Leg',
    sport: 'foot',
    distance: 1000,
    map: 'tbcr',
    milestones: 'tbcr25',
    finisher_badge: 'https://x/badge.png',
    finisher_link: 'https://x/finish',
    raceDateStart: '2025-01-01',
    raceDateEnd: '2025-12-31',
    medalsShipAt: { toDate: () => new Date('2026-01-15T12:00:00Z') },
  };
  it.each([
    [
      'every field',
      full,
      {
        name: 'The Big Canada Run 2025',
        legName: '1,000 km Leg',
        sport: 'foot',
        distance: 1000,
        map: 'tbcr',
        milestonesId: 'tbcr25',
        finisherBadge: 'https://x/badge.png',
        finisherLink: 'https://x/finish',
        raceDateStart: new Date('2025-01-01T00:00:00.000Z'),
        raceDateEnd: new Date('2025-12-31T23:59:59.999Z'),
        medalsShipAt: new Date('2026-01-15T12:00:00Z'),
      },
    ],
    [
      'nothing',
      {},
      {
        name: '',
        legName: '',
        sport: null,
        distance: null,
        map: '',
        milestonesId: '',
        finisherBadge: '',
        finisherLink: '',
        raceDateStart: null,
        raceDateEnd: null,
        medalsShipAt: null,
      },
    ],
  ])('%s', (_label, data, expected) => expect(parseRaceLeg(data)).toEqual(expected));

  it.each([
    [
      'wrong types',
      { name: 5, map: ['a'], distance: 'far', raceDateStart: {}, medalsShipAt: true },
    ],
    ['negative distance', { distance: -1 }],
  ])('%s become defaults', (_label, data) => {
    const leg = parseRaceLeg(data);
    expect([leg.name, leg.map, leg.distance, leg.raceDateStart, leg.medalsShipAt]).toEqual([
      '',
      '',
      null,
      null,
      null,
    ]);
  });

  it('ignores fields it does not model', () => {
    expect(parseRaceLeg({ ...full, metadata: { bib_link: 'x' }, extra: 1 })).toEqual(
      parseRaceLeg(full),
    );
  });
});
