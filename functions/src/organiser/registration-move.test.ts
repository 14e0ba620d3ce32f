import { describe, expect, it } from 'vitest';
import {
  bibOnNewLeg,
  moveBlocker,
  movedEntry,
  movedRaceInfo,
  movedRow,
  priceDifference,
  type MoveFacts,
} from './registration-move';

const FROM = 'price_run_100km';
const TO = 'price_run_200km';
const entry = { raceId: 'prod_run', legId: FROM, bibNumber: 7, teamName: 'Maple' };

const facts = (change: Partial<MoveFacts>): MoveFacts => ({
  fromLegId: FROM,
  fromEntry: entry,
  toEntry: undefined,
  toLegOfRace: true,
  shipped: false,
  ...change,
});

describe('moveBlocker', () => {
  it.each<[string, Partial<MoveFacts>, ReturnType<typeof moveBlocker>]>([
    ['a registration on a leg of her race', {}, null],
    ['no registration on the old leg', { fromEntry: undefined }, 'notRegistered'],
    [
      'the same move made already',
      { fromEntry: undefined, toEntry: { movedFrom: { legId: FROM } } },
      'alreadyMoved',
    ],
    [
      'on the new leg from another move or a purchase',
      { fromEntry: undefined, toEntry: { movedFrom: { legId: 'price_other' } } },
      'notRegistered',
    ],
    ['registered on both legs', { toEntry: { bibNumber: 3 } }, 'alreadyOnLeg'],
    ['a leg of another race', { toLegOfRace: false }, 'otherRace'],
    ['her medal shipped', { shipped: true }, 'medalShipped'],
    [
      'her medal shipped (the copy)',
      { fromEntry: { ...entry, medalShipment: {} } },
      'medalShipped',
    ],
  ])('%s', (_, change, expected) => {
    expect(moveBlocker(facts(change))).toBe(expected);
  });
});

describe('bibOnNewLeg', () => {
  it.each([
    // bib, taken there, the leg's next → bib, kept, counter after
    [7, false, 120, { bib: 7, kept: true, counterNext: 120 }],
    [150, false, 120, { bib: 150, kept: true, counterNext: 151 }],
    [7, true, 120, { bib: 120, kept: false, counterNext: 121 }],
    [null, false, 101, { bib: 101, kept: false, counterNext: 102 }],
  ] as const)('bib %s, taken %s, next %s', (bib, taken, next, expected) => {
    expect(bibOnNewLeg(bib, taken, next)).toEqual(expected);
  });
});

describe('the moved registration', () => {
  const newLeg = {
    leg: {
      legName: '200 km Leg',
      distance: 200,
      raceDateStart: 's',
      raceDateEnd: 'e',
      fr: { legName: 'Parcours de 200 km' },
    },
    price: { description: '200 km', metadata: { distance: '200' } },
  };

  it('keeps the race, takes the new leg’s name, distance, dates and French', () => {
    expect(
      movedRaceInfo(
        { name: 'Run', legName: '100 km Leg', distance: 100, url: 'run', fr: { name: 'Course' } },
        newLeg,
      ),
    ).toEqual({
      name: 'Run',
      url: 'run',
      legName: '200 km Leg',
      distance: 200,
      raceDateStart: 's',
      raceDateEnd: 'e',
      fr: { name: 'Course', legName: 'Parcours de 200 km' },
    });
  });

  it('falls back on the price when the leg has no document', () => {
    expect(movedRaceInfo({ name: 'Run' }, { leg: undefined, price: newLeg.price })).toEqual({
      name: 'Run',
      legName: '200 km',
      distance: 200,
    });
  });

  it('moves the entry off her team and without its completion', () => {
    const movedFrom = {
      legId: FROM,
      bib: 7,
      teamName: 'Maple',
      priceDifferenceCents: 2000,
      at: 'now',
    };
    const moved = movedEntry(
      { ...entry, teamChoice: 'existingTeam', completedDate: 'then', raceInfo: {} },
      TO,
      newLeg,
      7,
      movedFrom,
    );
    expect(moved).toMatchObject({
      raceId: 'prod_run',
      legId: TO,
      bibNumber: 7,
      teamName: 'noTeam',
      teamChoice: 'noTeam',
      movedFrom,
    });
    expect(moved).not.toHaveProperty('completedDate');
  });

  it('moves the row with her activities, new bib, no team, no completion', () => {
    const times = { a_2026_01_01: { distance: 5 } };
    expect(
      movedRow(
        {
          firstName: 'A',
          bibNumber: 7,
          teamName: 'Maple',
          totalDistance: 5,
          times,
          completedDate: 1,
        },
        120,
      ),
    ).toEqual({ firstName: 'A', bibNumber: 120, teamName: 'noTeam', totalDistance: 5, times });
  });

  it('notes the price difference, unknown when a price is', () => {
    expect(priceDifference(1000, 3000)).toBe(2000);
    expect(priceDifference(3000, 1000)).toBe(-2000);
    expect(priceDifference(null, 1000)).toBeNull();
  });
});
