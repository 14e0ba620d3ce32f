import { describe, expect, it } from 'vitest';
import { garminDataType, linkedDevice } from './device';

describe('linkedDevice (spec 02 §3)', () => {
  it.each([
    [{ stravaAccount: null, fitbitAccount: null, garminAccount: null }, 'none'],
    [{ stravaAccount: { id: '42' }, fitbitAccount: null, garminAccount: null }, 'strava'],
    [{ stravaAccount: { id: '' }, fitbitAccount: null, garminAccount: null }, 'none'],
    [{ stravaAccount: { id: '42' }, fitbitAccount: { connected: true }, garminAccount: null }, 'fitbit'],
    [{ stravaAccount: null, fitbitAccount: { connected: false }, garminAccount: null }, 'none'],
    [{ stravaAccount: { id: '42' }, fitbitAccount: { connected: true }, garminAccount: { activeToggle: 'steps' } }, 'garmin'],
  ])('%j is %s', (accounts, device) => {
    expect(linkedDevice(accounts)).toBe(device);
  });

  it.each([
    ['steps', 'steps'],
    ['activities', 'activities'],
    ['other', 'activities'],
    [undefined, 'activities'],
  ])('garmin data type %s reads as %s', (stored, type) => {
    expect(garminDataType(stored)).toBe(type);
  });
});
