import { describe, expect, it } from 'vitest';
import { garminDataType } from './device';

describe('the device control', () => {
  it.each([
    ['steps', 'steps'],
    ['activities', 'activities'],
    ['other', 'activities'],
    [undefined, 'activities'],
  ])('garmin data type %s reads as %s', (stored, type) => {
    expect(garminDataType(stored)).toBe(type);
  });
});
