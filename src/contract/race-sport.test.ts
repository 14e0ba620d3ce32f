import { describe, expect, it } from 'vitest';
import { legSport, parseSport, sportOfNames } from './race-sport';

describe('parseSport (the stored catalogue value)', () => {
  it.each([
    ['ride', 'ride'],
    ['Ride', 'ride'],
    [' ride ', 'ride'],
    ['foot', 'foot'],
    ['run', 'foot'],
    ['Walk', 'foot'],
    ['swim', null],
    ['', null],
    [undefined, null],
    [1, null],
  ] as const)('%j → %s', (value, sport) => {
    expect(parseSport(value)).toBe(sport);
  });
});

describe('sportOfNames (documents without the field)', () => {
  it.each([
    [['The Big Canada Ride 2025', '500 km Ride'], 'ride'],
    [['The Big Canada Run 2025', '1,000 km Leg'], 'foot'],
    [['February Trails Challenge 2024', 'Trails Leg (11 trails)'], 'foot'],
    [['Pride Run', '5 km'], 'foot'],
  ] as const)('%j is %s', (names, sport) => {
    expect(sportOfNames(...names)).toBe(sport);
  });
});

describe('legSport', () => {
  const leg = (sport: 'foot' | 'ride' | null, name = '', legName = '') => ({
    sport,
    name,
    legName,
  });
  it('takes the leg document’s stored sport over the names and the registration’s copy', () => {
    expect(legSport(leg('ride', 'Autumn Challenge', '500 km Leg'), leg('foot'))).toBe('ride');
    expect(legSport(leg('foot', 'The Big Canada Ride 2025', '500 km Ride'))).toBe('foot');
  });
  it('takes the registration’s copy when the leg document has none', () => {
    expect(legSport(leg(null, 'Autumn Challenge'), leg('ride'))).toBe('ride');
    expect(legSport(undefined, leg('ride'))).toBe('ride');
  });
  it('reads the names of the first copy that has any when none is stored', () => {
    expect(legSport(leg(null, 'The Big Canada Ride 2025', '500 km Ride'), leg(null))).toBe('ride');
    expect(legSport(null, leg(null, 'The Big Canada Ride 2025'))).toBe('ride');
    expect(legSport(leg(null), leg(null, 'The Big Canada Run 2025'))).toBe('foot');
  });
  it('is a run and walk race when nothing is known', () => {
    expect(legSport()).toBe('foot');
    expect(legSport(null, undefined)).toBe('foot');
  });
});
