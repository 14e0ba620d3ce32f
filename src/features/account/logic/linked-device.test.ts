import { describe, expect, it } from 'vitest';
import { linkedDevice } from './linked-device';

const none = { stravaAccount: null, fitbitAccount: null, garminAccount: null };

describe('linkedDevice', () => {
  it.each([
    [none, 'none'],
    [{ ...none, stravaAccount: { id: '123' } }, 'Strava'],
    [{ ...none, stravaAccount: { id: '' } }, 'none'],
    [{ ...none, fitbitAccount: { connected: true } }, 'Fitbit'],
    [{ ...none, fitbitAccount: { connected: false } }, 'none'],
    [{ ...none, garminAccount: { activeToggle: 'steps' } }, 'Garmin'],
    [{ stravaAccount: { id: '1' }, fitbitAccount: { connected: true }, garminAccount: null }, 'Fitbit'],
    [{ stravaAccount: { id: '1' }, fitbitAccount: { connected: true }, garminAccount: { activeToggle: 'activities' } }, 'Garmin'],
  ] as const)('%j → %s', (user, device) => {
    expect(linkedDevice(user)).toBe(device);
  });
});
