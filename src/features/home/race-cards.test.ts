import { describe, expect, it } from 'vitest';
import { parseSubscribedRace, type SubscribedRace } from '../../contract/docs/user';
import {
  displayFirstName,
  formatRaceDate,
  raceCards,
  sortRacesNewestFirst,
  toRaceCard,
} from './race-cards';

const NOW = new Date('2025-06-15T12:00:00Z');

function race(
  legId: string,
  end: string | null,
  extra: Record<string, unknown> = {},
): SubscribedRace {
  return parseSubscribedRace(legId, {
    legId,
    raceInfo: {
      name: legId.toUpperCase(),
      legName: 'Leg',
      imageUrl: `/images/${legId}.svg`,
      raceDateStart: '2025-01-01',
      raceDateEnd: end,
    },
    ...extra,
  });
}

describe('sortRacesNewestFirst', () => {
  it.each([
    [
      ['price_a:2024-02-29', 'price_b:2026-06-30', 'price_c:2025-12-31'],
      ['price_b', 'price_c', 'price_a'],
    ],
    [
      ['price_a:2025-01-01', 'price_b:null', 'price_c:2025-03-01'],
      ['price_c', 'price_a', 'price_b'],
    ],
    [
      ['price_b:2025-01-01', 'price_a:2025-01-01'],
      ['price_a', 'price_b'],
    ],
    [[], []],
  ])('%o → %o', (entries, expected) => {
    const races = entries.map((entry) => {
      const [legId = '', end = ''] = entry.split(':');
      return race(legId, end === 'null' ? null : end);
    });
    expect(sortRacesNewestFirst(races).map((r) => r.legId)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [race('price_a', '2024-01-01'), race('price_b', '2025-01-01')];
    sortRacesNewestFirst(input);
    expect(input.map((r) => r.legId)).toEqual(['price_a', 'price_b']);
  });
});

describe('toRaceCard', () => {
  it.each([
    ['ended yesterday', '2025-06-14', true],
    ['ends today (the whole day counts)', '2025-06-15', false],
    ['ends later', '2026-06-30', false],
    ['no end date', null, false],
  ])('CONCLUDED when the end date is past: %s', (_name, end, concluded) => {
    expect(toRaceCard(race('price_x', end), NOW).concluded).toBe(concluded);
  });

  it('is concluded by a Timestamp-like end at 23:59:59 UTC only after it', () => {
    const end = { toDate: () => new Date('2025-06-15T23:59:59Z') };
    const entry = parseSubscribedRace('price_x', { raceInfo: { raceDateEnd: end } });
    expect(toRaceCard(entry, NOW).concluded).toBe(false);
    expect(toRaceCard(entry, new Date('2025-06-16T00:00:00Z')).concluded).toBe(true);
  });

  it.each([
    [{ completedDate: { seconds: 1_700_000_000, nanoseconds: 0 } }, true],
    [{ completedDate: null }, false],
    [{}, false],
  ])('FINSHER when a completed date exists: %o', (extra, finisher) => {
    expect(toRaceCard(race('price_x', '2026-01-01', extra), NOW).finisher).toBe(finisher);
  });

  it('links by the leg id without price_', () => {
    const card = toRaceCard(race('price_ccc_c_156km', '2026-01-01'), NOW);
    expect(card).toMatchObject({
      legId: 'price_ccc_c_156km',
      raceId: 'ccc_c_156km',
      name: 'PRICE_CCC_C_156KM',
      legName: 'Leg',
    });
  });
});

describe('raceCards', () => {
  it('turns the subscribedRaces map into sorted cards', () => {
    const map = {
      price_old: race('price_old', '2024-02-29'),
      price_new: race('price_new', '2026-06-30'),
    };
    expect(raceCards(map, NOW).map((card) => [card.raceId, card.concluded])).toEqual([
      ['new', false],
      ['old', true],
    ]);
  });
});

describe('formatting', () => {
  it('shows the UTC calendar day of a race date', () => {
    expect(formatRaceDate(new Date('2025-03-01T00:00:00Z'))).toBe('Mar 1, 2025');
    expect(formatRaceDate(new Date('2025-12-31T23:59:59Z'))).toBe('Dec 31, 2025');
    expect(formatRaceDate(null)).toBe('');
  });

  it.each([
    ['avery', 'Avery'],
    ['  Avery ', 'Avery'],
    ['', ''],
    [undefined, ''],
  ])('displayFirstName(%j) → %j', (input, expected) => {
    expect(displayFirstName(input)).toBe(expected);
  });
});
