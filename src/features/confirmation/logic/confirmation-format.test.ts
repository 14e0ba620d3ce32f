import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { parseSubscribedRace } from '../../../contract/docs/user';
import {
  capitaliseFirstName,
  challengeWindow,
  formatDistance,
  giftCodeRows,
  giftLegIds,
  greeting,
} from './confirmation-format';
import { CONFIRMATION_VARIANTS } from './confirmation-variants';

describe('greeting', () => {
  it.each<[string | null | undefined, string]>([
    ['maya', 'Maya, You are In!'],
    ['Maya', 'Maya, You are In!'],
    ['  maya  ', 'Maya, You are In!'],
    ['mary-jane', 'Mary-jane, You are In!'],
    ['élodie', 'Élodie, You are In!'],
    ['mcDonald', 'McDonald, You are In!'],
    ['', 'You are In!'],
    ['   ', 'You are In!'],
    [null, 'You are In!'],
    [undefined, 'You are In!'],
  ])('%j → %s', (firstName, expected) => {
    expect(i18n._(greeting(firstName))).toBe(expected);
  });

  it('capitalises only the first letter', () => {
    expect(capitaliseFirstName('avery ann')).toBe('Avery ann');
  });
});

describe('formatDistance (en-CA)', () => {
  it.each<[number | null, string]>([
    [1000, '1,000 km'],
    [7000, '7,000 km'],
    [126, '126 km'],
    [21.1, '21.1 km'],
    [12345.678, '12,345.68 km'],
    [0, ''],
    [-5, ''],
    [null, ''],
    [Number.NaN, ''],
  ])('%s → %j', (km, expected) => {
    expect(formatDistance(km, 'en')).toBe(expected);
  });
});

describe('formatDistance (fr-CA)', () => {
  it.each<[number | null, string]>([
    [1000, '1\u00a0000\u00a0km'],
    [21.1, '21,1\u00a0km'],
    [250, '250\u00a0km'],
    [0, ''],
  ])('%s → %j', (km, expected) => {
    expect(formatDistance(km, 'fr').replace(/\u202f/g, '\u00a0')).toBe(expected);
  });
});

describe('challengeWindow', () => {
  const info = parseSubscribedRace('price_x', {
    raceInfo: {
      userStartDate: '2025-06-01',
      userEndDate: '2025-08-31',
      raceDateStart: '2025-05-01',
      raceDateEnd: '2025-09-30',
    },
  }).raceInfo;
  const raceDatesOnly = parseSubscribedRace('price_x', {
    raceInfo: { raceDateStart: '2025-05-01', raceDateEnd: '2025-09-30' },
  }).raceInfo;
  const noDates = parseSubscribedRace('price_x', {}).raceInfo;

  it.each([
    [
      'run 2025 (spec)',
      CONFIRMATION_VARIANTS.run2025,
      info,
      { start: 'July 1, 2025', end: 'June 30, 2026' },
    ],
    [
      'ride (spec)',
      CONFIRMATION_VARIANTS.ride,
      info,
      { start: 'July 1, 2025', end: 'October 31, 2025' },
    ],
    [
      'February trails (spec)',
      CONFIRMATION_VARIANTS.february2024,
      null,
      { start: 'February 1, 2024', end: 'February 29, 2024' },
    ],
    [
      'celebrate 2023 (spec)',
      CONFIRMATION_VARIANTS.celebrateCanada2023,
      null,
      { start: 'April 15, 2023', end: 'July 1, 2023' },
    ],
    [
      'north run: user dates',
      CONFIRMATION_VARIANTS.northRun,
      info,
      { start: 'June 1, 2025', end: 'August 31, 2025' },
    ],
    [
      'north run: race dates',
      CONFIRMATION_VARIANTS.northRunEditions,
      raceDatesOnly,
      { start: 'May 1, 2025', end: 'September 30, 2025' },
    ],
    ['north run: no dates', CONFIRMATION_VARIANTS.northRun, noDates, null],
    ['north run: no entry', CONFIRMATION_VARIANTS.northRun, null, null],
  ])('%s', (_name, variant, raceInfo, expected) => {
    expect(challengeWindow(variant, raceInfo, 'en')).toEqual(expected);
  });

  it('writes the days the fr-CA way, the first of a month as 1er', () => {
    expect(challengeWindow(CONFIRMATION_VARIANTS.run2025, info, 'fr')).toEqual({
      start: '1er juillet 2025',
      end: '30 juin 2026',
    });
  });
});

describe('giftCodeRows', () => {
  it.each([
    ['none', {}, {}, []],
    [
      'labelled, grouped by leg then code',
      { ZZZ1: 'price_b', AAA2: 'price_b', MMM3: 'price_a' },
      { price_a: '250 km Leg', price_b: '1,000 km Leg' },
      [
        { code: 'MMM3', legId: 'price_a', validFor: '250 km Leg' },
        { code: 'AAA2', legId: 'price_b', validFor: '1,000 km Leg' },
        { code: 'ZZZ1', legId: 'price_b', validFor: '1,000 km Leg' },
      ],
    ],
    [
      'unknown leg → its id',
      { CODE: 'price_gone' },
      { price_a: 'x' },
      [{ code: 'CODE', legId: 'price_gone', validFor: 'price_gone' }],
    ],
    [
      'blank label → its id',
      { CODE: 'price_a' },
      { price_a: '  ' },
      [{ code: 'CODE', legId: 'price_a', validFor: 'price_a' }],
    ],
    ['blank code or leg dropped', { ' ': 'price_a', CODE: '' }, {}, []],
  ])('%s', (_name, codes, labels, expected) => {
    expect(giftCodeRows(codes, labels)).toEqual(expected);
  });
});

describe('giftLegIds', () => {
  it.each([
    [{}, []],
    [{ A: 'price_b', B: 'price_a', C: 'price_b' }, ['price_a', 'price_b']],
    [{ A: '', B: 'price_a' }, ['price_a']],
  ])('%j → %j', (codes, expected) => {
    expect(giftLegIds(codes)).toEqual(expected);
  });
});
