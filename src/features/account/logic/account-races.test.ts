import { describe, expect, it } from 'vitest';
import { parseRaceLeg } from '../../../contract/docs/race-leg';
import { parseSubscribedRace } from '../../../contract/docs/user';
import {
  giftCodeRefs,
  giftCoupons,
  raceSports,
  sortRacesByStartNewestFirst,
} from './account-races';

const race = (
  legId: string,
  name: string,
  start: string | null,
  extra: Record<string, unknown> = {},
) =>
  parseSubscribedRace(legId, {
    raceId: `prod_${legId}`,
    raceInfo: { name, raceDateStart: start, raceDateEnd: '2099-12-31' },
    ...extra,
  });

describe('sortRacesByStartNewestFirst', () => {
  it('orders by race start date, newest first, undated last, ties by name then leg', () => {
    const races = {
      price_old: race('price_old', 'Old', '2024-02-01'),
      price_none: race('price_none', 'Undated', null),
      price_new: race('price_new', 'New', '2025-09-01'),
      price_mid_b: race('price_mid_b', 'Mid', '2025-03-01'),
      price_mid_a: race('price_mid_a', 'Mid', '2025-03-01'),
      price_alpha: race('price_alpha', 'Alpha', '2025-03-01'),
    };
    expect(sortRacesByStartNewestFirst(races).map((r) => r.legId)).toEqual([
      'price_new',
      'price_alpha',
      'price_mid_a',
      'price_mid_b',
      'price_old',
      'price_none',
    ]);
  });

  it('is not the home order (end date): a later start with an earlier end comes first', () => {
    const races = {
      price_a: parseSubscribedRace('price_a', {
        raceInfo: { name: 'A', raceDateStart: '2025-01-01', raceDateEnd: '2025-12-31' },
      }),
      price_b: parseSubscribedRace('price_b', {
        raceInfo: { name: 'B', raceDateStart: '2025-06-01', raceDateEnd: '2025-06-30' },
      }),
    };
    expect(sortRacesByStartNewestFirst(races).map((r) => r.legId)).toEqual(['price_b', 'price_a']);
  });
});

describe('giftCoupons', () => {
  const avery = race('price_tbcr25_1000km', 'Big Canada Run', '2025-01-01', {
    giftCodes: {
      'GIFT-USED-1': 'price_tbcr25_250km',
      'GIFT-DEMO-1': 'price_tbcr25_250km',
      'GIFT-DEMO-2': 'price_tbcr25_7000km',
    },
  });
  const names = { price_tbcr25_250km: '250 km Leg' };

  it('lists code, leg name and state: used (tick), unused (o), unknown', () => {
    expect(giftCoupons(avery, { 'GIFT-USED-1': true, 'GIFT-DEMO-1': false }, names)).toEqual([
      { code: 'GIFT-DEMO-1', legId: 'price_tbcr25_250km', legName: '250 km Leg', used: false },
      { code: 'GIFT-DEMO-2', legId: 'price_tbcr25_7000km', legName: 'tbcr25_7000km', used: null },
      { code: 'GIFT-USED-1', legId: 'price_tbcr25_250km', legName: '250 km Leg', used: true },
    ]);
  });

  it('is empty for a race bought without gifts', () => {
    expect(giftCoupons(race('price_x', 'X', null), {}, {})).toEqual([]);
  });

  it('gives every code with the race product of its leg', () => {
    expect(giftCodeRefs([avery]).map((r) => [r.code, r.raceId])).toEqual([
      ['GIFT-USED-1', 'prod_price_tbcr25_1000km'],
      ['GIFT-DEMO-1', 'prod_price_tbcr25_1000km'],
      ['GIFT-DEMO-2', 'prod_price_tbcr25_1000km'],
    ]);
  });
});

describe('raceSports (the Strava panel: what counts on each race)', () => {
  const ride = parseSubscribedRace('price_ride', {
    raceInfo: { name: 'The Big Canada Ride 2025', legName: '500 km Ride', sport: 'ride' },
  });
  const run = parseSubscribedRace('price_run', {
    raceInfo: { name: 'The Big Canada Run 2025', legName: '1,000 km Leg' },
  });
  const renamed = parseSubscribedRace('price_renamed', { raceInfo: { sport: 'foot' } });

  it('takes the registration’s copy (or the names) until the leg documents are read', () => {
    expect(raceSports([ride, run], {})).toEqual([
      {
        legId: 'price_ride',
        name: 'The Big Canada Ride 2025',
        legName: '500 km Ride',
        sport: 'ride',
      },
      {
        legId: 'price_run',
        name: 'The Big Canada Run 2025',
        legName: '1,000 km Leg',
        sport: 'foot',
      },
    ]);
  });

  it('names them in French where the copy or the leg document has French, else in English', () => {
    const french = parseSubscribedRace('price_fr', {
      raceInfo: {
        name: 'The Big Canada Run 2025',
        legName: '1,000 km Leg',
        fr: { name: 'La Grande Course' },
      },
    });
    const legs = {
      price_renamed: parseRaceLeg({
        name: 'Autumn Challenge',
        legName: '300 km',
        fr: { legName: 'Étape de 300 km' },
      }),
    };
    expect(raceSports([french, renamed], legs, 'fr').map((r) => [r.name, r.legName])).toEqual([
      ['La Grande Course', '1,000 km Leg'],
      ['Autumn Challenge', 'Étape de 300 km'],
    ]);
    expect(raceSports([french], {}, 'en')[0]?.name).toBe('The Big Canada Run 2025');
  });

  it('follows the leg document’s sport as the importer does, and its names when the copy has none', () => {
    const legs = {
      price_renamed: parseRaceLeg({ name: 'Autumn Challenge', legName: '300 km', sport: 'ride' }),
      price_run: null,
    };
    expect(raceSports([renamed, run], legs)).toEqual([
      { legId: 'price_renamed', name: 'Autumn Challenge', legName: '300 km', sport: 'ride' },
      {
        legId: 'price_run',
        name: 'The Big Canada Run 2025',
        legName: '1,000 km Leg',
        sport: 'foot',
      },
    ]);
  });
});
