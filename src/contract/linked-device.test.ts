import { describe, expect, it } from 'vitest';
import { linkedDevice } from './linked-device';

describe('linkedDevice (docs/product.md §P3: Strava, Fitbit, Garmin, later overriding earlier)', () => {
  it.each([
    [{}, 'none'],
    [{ stravaAccount: null, fitbitAccount: null, garminAccount: null }, 'none'],
    [{ stravaAccount: { id: '42' } }, 'strava'],
    [{ stravaAccount: { id: 42 } }, 'strava'],
    [{ stravaAccount: { id: '' } }, 'none'],
    [{ stravaAccount: { id: '42' }, fitbitAccount: { connected: true } }, 'fitbit'],
    [{ fitbitAccount: { connected: false } }, 'none'],
    [
      {
        stravaAccount: { id: '42' },
        fitbitAccount: { connected: true },
        garminAccount: { activeToggle: 'steps' },
      },
      'garmin',
    ],
    [{ garminAccount: 'yes' }, 'none'],
  ])('%j is %s', (accounts, device) => {
    expect(linkedDevice(accounts)).toBe(device);
  });
});
