import { describe, expect, it } from 'vitest';
import { parseAnalyticsConsent } from './analytics-consent';

const AT = new Date('2026-11-27T12:00:00.000Z');

describe('parseAnalyticsConsent', () => {
  it.each([
    ['accepted with its time', { choice: 'accepted', at: AT }, { choice: 'accepted', at: AT }],
    ['declined with its time', { choice: 'declined', at: AT }, { choice: 'declined', at: AT }],
    [
      'a choice not stamped yet',
      { choice: 'declined', at: null },
      { choice: 'declined', at: null },
    ],
    [
      'a time that is not one',
      { choice: 'accepted', at: 'soon' },
      { choice: 'accepted', at: null },
    ],
    [
      'an invalid date',
      { choice: 'accepted', at: new Date('x') },
      { choice: 'accepted', at: null },
    ],
    ['nothing', undefined, null],
    ['null', null, null],
    ['a bare choice', 'accepted', null],
    ['an unknown choice', { choice: 'maybe', at: AT }, null],
    ['a choice in another case', { choice: 'Accepted', at: AT }, null],
    ['no choice', { at: AT }, null],
  ])('%s', (_, value, expected) => {
    expect(parseAnalyticsConsent(value)).toEqual(expected);
  });
});
