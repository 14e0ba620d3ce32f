import { describe, expect, it } from 'vitest';
import { parseLegLabel, parseRaceLinks, safeLink } from './race-product-models';

describe('safeLink', () => {
  it.each<[unknown, string | null]>([
    ['https://example.com/bib.pdf', 'https://example.com/bib.pdf'],
    ['http://example.com/x', 'http://example.com/x'],
    ['  https://www.facebook.com/groups/demo  ', 'https://www.facebook.com/groups/demo'],
    ['/files/bib.pdf', '/files/bib.pdf'],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['mailto:a@b.c', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (value, expected) => {
    expect(safeLink(value)).toBe(expected);
  });
});

describe('parseRaceLinks', () => {
  it.each([
    [
      'both',
      { metadata: { bib_link: 'https://e.x/bib.pdf', fb_link: 'https://fb.x/g' } },
      { bibLink: 'https://e.x/bib.pdf', fbLink: 'https://fb.x/g' },
    ],
    ['none', { metadata: {} }, { bibLink: null, fbLink: null }],
    ['no metadata', {}, { bibLink: null, fbLink: null }],
    [
      'unsafe dropped',
      { metadata: { bib_link: 'javascript:x', fb_link: 'https://fb.x/g' } },
      { bibLink: null, fbLink: 'https://fb.x/g' },
    ],
  ])('%s', (_name, data, expected) => {
    expect(parseRaceLinks(data)).toEqual(expected);
  });
});

describe('parseLegLabel', () => {
  it.each([
    [
      'description',
      { description: '1,000 km Leg', metadata: { description: 'Run 1,000 km' } },
      '1,000 km Leg',
    ],
    [
      'metadata description',
      { description: ' ', metadata: { description: 'Run 1,000 km' } },
      'Run 1,000 km',
    ],
    ['the id', {}, 'price_x'],
  ])('%s', (_name, data, label) => {
    expect(parseLegLabel('price_x', data)).toEqual({ legId: 'price_x', label });
  });
});
