import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { countedTypes } from '../../../contract/tracker-activity';
import {
  countingByRace,
  stravaTypeLabel,
  stravaTypeLabels,
  syncedTypeLabels,
} from './counted-types';

// The English of the catalogue messages (docs/i18n.md), as the panel shows them.
const say = (message: MessageDescriptor) => i18n._(message);
const words = (messages: readonly MessageDescriptor[]) => messages.map(say);

const SPEC_LIST = [
  'Run (indoor or outdoor)',
  'Trail Run',
  'Walk',
  'Hike',
  'Virtual Run',
  'Handcycle',
  'Wheelchair',
];
const RIDES = [
  'Ride',
  'Virtual Ride',
  'Gravel Ride',
  'Mountain Bike Ride',
  'E-Bike Ride',
  'Handcycle',
];

describe('the Strava panel’s types (docs/product.md §P2 Account page)', () => {
  it('names every type the importer counts, on either sport, in words (no CamelCase id left)', () => {
    for (const sport of ['foot', 'ride'] as const)
      for (const type of countedTypes(sport, 'strava'))
        expect(say(stravaTypeLabel(type)), type).not.toMatch(/[a-z][A-Z]/);
    expect(say(stravaTypeLabel('TrailRun'))).toBe('Trail Run');
  });

  it('lists the spec’s types, in its words and order, for run and walk races; rides for the ride challenge', () => {
    expect(words(stravaTypeLabels('foot'))).toEqual(SPEC_LIST);
    expect(words(stravaTypeLabels('ride'))).toEqual(RIDES);
  });

  it.each([
    ['no race yet', [], SPEC_LIST],
    ['run and walk races only', ['foot', 'foot'], SPEC_LIST],
    ['the ride challenge only', ['ride'], RIDES],
    [
      'both, run and walk first, Handcycle once',
      ['ride', 'foot'],
      [...SPEC_LIST, 'Ride', 'Virtual Ride', 'Gravel Ride', 'Mountain Bike Ride', 'E-Bike Ride'],
    ],
  ] as const)('syncs, with %s: %j', (_label, sports, labels) => {
    expect(words(syncedTypeLabels(sports))).toEqual(labels);
  });

  it('says what counts on each race, by its names', () => {
    expect(
      countingByRace([
        {
          legId: 'price_ride25_500km',
          name: 'The Big Canada Ride 2025',
          legName: '500 km Ride',
          sport: 'ride',
        },
        { legId: 'price_x', name: '', legName: '', sport: 'foot' },
      ]).map((race) => ({ ...race, types: words(race.types) })),
    ).toEqual([
      { legId: 'price_ride25_500km', title: 'The Big Canada Ride 2025, 500 km Ride', types: RIDES },
      { legId: 'price_x', title: 'price_x', types: SPEC_LIST },
    ]);
  });
});
