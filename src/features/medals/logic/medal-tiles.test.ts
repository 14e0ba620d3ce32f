import { describe, expect, it } from 'vitest';
import { parseSubscribedRace } from '../../../contract/docs/user';
import {
  formatDollars,
  formatEarlyBirdEnd,
  MEDAL_TILES,
  ownsMedal,
  toggleTile,
} from './medal-tiles';

const [C, A, N] = MEDAL_TILES;
const races = (entries: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(entries).map(([legId, value]) => [legId, parseSubscribedRace(legId, value)]),
  );

describe('MEDAL_TILES', () => {
  it('is C 156 km, A 157 km, N 158 km with the spec registration paths', () => {
    expect(MEDAL_TILES.map((t) => [t.letter, t.km, t.raceUrl])).toEqual([
      ['C', 156, 'celebratecanada-c'],
      ['A', 157, 'celebratecanada-a1'],
      ['N', 158, 'celebratecanada-n'],
    ]);
  });
});

describe('ownsMedal', () => {
  const avery = races({
    price_ccc_c_156km: { raceInfo: { url: 'celebratecanada-c' } },
    price_tbcr25_1000km: { raceInfo: { url: 'thebigcanadarun2025' } },
  });

  it('owns a tile with a registration for one of its price ids', () => {
    expect(ownsMedal(C!, avery, ['price_ccc_c_156km'])).toBe(true);
    expect(ownsMedal(A!, avery, ['price_ccc_a1_157km'])).toBe(false);
    expect(ownsMedal(N!, avery, ['price_ccc_n_158km'])).toBe(false);
  });

  it('owns a tile through a past edition of the same race url, or another of its price ids', () => {
    expect(
      ownsMedal(A!, races({ price_ccc_a_2023: { raceInfo: { url: 'celebratecanada-a1' } } }), [
        'price_ccc_a1_157km',
      ]),
    ).toBe(true);
    expect(
      ownsMedal(N!, races({ price_ccc_n_old: {} }), ['price_ccc_n_158km', 'price_ccc_n_old']),
    ).toBe(true);
  });

  it('owns nothing without registrations', () => {
    expect(MEDAL_TILES.map((t) => ownsMedal(t, {}, ['price_ccc_c_156km']))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('toggleTile', () => {
  it.each([
    [null, 'C', 'C'],
    ['C', 'C', null],
    ['C', 'A', 'A'],
  ] as const)('open %s, click %s → %s', (selected, clicked, expected) => {
    expect(toggleTile(selected, clicked)).toBe(expected);
  });
});

describe('formatting', () => {
  it.each([
    [7900, '$79'],
    [9900, '$99'],
    [7950, '$79.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatDollars(cents, 'en')).toBe(text);
  });
  it.each([
    [7900, '79 $'],
    [7950, '79,50 $'],
  ])('%i cents → %s in French', (cents, text) => {
    expect(formatDollars(cents, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
  it.each([
    ['2025-06-30', 'June 30th'],
    ['2025-07-01', 'July 1st'],
    ['2025-03-22', 'March 22nd'],
    ['2025-05-13', 'May 13th'],
    ['2025-08-03', 'August 3rd'],
    ['junk', ''],
  ])('%s → %s', (ymd, text) => {
    expect(formatEarlyBirdEnd(ymd, 'en')).toBe(text);
  });
  it.each([
    ['2025-06-30', '30\u00a0juin'],
    ['2025-07-01', '1er\u00a0juillet'],
    ['2025-03-22', '22\u00a0mars'],
    ['2025-08-03', '3\u00a0août'],
    ['2025-13-03', ''],
    ['junk', ''],
  ])('%s → %s in French', (ymd, text) => {
    expect(formatEarlyBirdEnd(ymd, 'fr')).toBe(text);
  });
});
