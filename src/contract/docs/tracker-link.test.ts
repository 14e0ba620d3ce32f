import { describe, expect, it } from 'vitest';
import { newTrackerLinkDoc, parseTrackerLink, trackerLinkId } from './tracker-link';

describe('parseTrackerLink', () => {
  it.each([
    [
      'a link',
      { uid: 'u1', provider: 'strava', providerUserId: '42' },
      { uid: 'u1', provider: 'strava', providerUserId: '42' },
    ],
    ['absent document', undefined, null],
    ['no uid', { provider: 'strava', providerUserId: '42' }, null],
    ['an empty uid', { uid: '' }, null],
    ['a uid of another type', { uid: 7 }, null],
    [
      'only a uid',
      { uid: 'u1', providerUserId: 42 },
      { uid: 'u1', provider: '', providerUserId: '' },
    ],
  ])('%s', (_label, data, expected) => expect(parseTrackerLink(data)).toEqual(expected));

  it('reads back what a connect writes, under its id', () => {
    expect(trackerLinkId('garmin', 'g-1')).toBe('garmin_g-1');
    expect(parseTrackerLink({ ...newTrackerLinkDoc('garmin', 'g-1', 'u1') })).toEqual({
      uid: 'u1',
      provider: 'garmin',
      providerUserId: 'g-1',
    });
  });
});
