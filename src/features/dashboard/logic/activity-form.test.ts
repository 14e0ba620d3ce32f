import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateActivity, type ActivityErrors, type ActivityInput } from './activity-form';

// The messages are catalogue descriptors; read here as the English screen shows them.
const TOO_LONG_MESSAGE = 'Each activity can only be up to 200km long!';
const ZERO_DURATION_MESSAGE = "Your duration can't be 0!";
const inEnglish = (errors: ActivityErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, i18n._(message)]));

const bounds = { min: '2025-02-01', max: '2025-02-10' };
const valid: ActivityInput = {
  date: '2025-02-05',
  distance: '5.25',
  hours: '0',
  minutes: '31',
  seconds: '7',
};

describe('validateActivity (docs/product.md §P5)', () => {
  it('accepts a valid activity', () => {
    expect(validateActivity(valid, bounds)).toEqual({
      ok: true,
      value: { day: '2025-02-05', distance: 5.25, duration: { hours: 0, minutes: 31, seconds: 7 } },
    });
  });

  it.each<[string, Partial<ActivityInput>, string, string]>([
    ['distance of exactly 200', { distance: '200' }, 'distance', TOO_LONG_MESSAGE],
    ['distance over 200', { distance: '250.5' }, 'distance', TOO_LONG_MESSAGE],
    [
      'duration 0:0:0',
      { hours: '0', minutes: '0', seconds: '0' },
      'duration',
      ZERO_DURATION_MESSAGE,
    ],
    [
      'duration 00:00:00',
      { hours: '00', minutes: '00', seconds: '00' },
      'duration',
      ZERO_DURATION_MESSAGE,
    ],
    ['empty distance', { distance: '' }, 'distance', 'Enter the distance in km.'],
    ['zero distance', { distance: '0' }, 'distance', 'Enter a distance of more than 0 km.'],
    ['negative distance', { distance: '-3' }, 'distance', 'Enter a distance of more than 0 km.'],
    [
      'three decimals',
      { distance: '5.125' },
      'distance',
      'Enter the distance with at most 2 decimals.',
    ],
    [
      'not a number',
      { distance: 'abc' },
      'distance',
      'Enter the distance as a number of km, e.g. 5.25.',
    ],
    ['empty date', { date: '' }, 'date', 'Choose the date of your activity.'],
    [
      'date before the race',
      { date: '2025-01-31' },
      'date',
      'Choose a date from 2025-02-01 to 2025-02-10.',
    ],
    [
      'date after today',
      { date: '2025-02-11' },
      'date',
      'Choose a date from 2025-02-01 to 2025-02-10.',
    ],
    ['impossible date', { date: '2025-02-30' }, 'date', 'Enter the date as YYYY-MM-DD.'],
    ['25 hours', { hours: '25' }, 'hours', 'Enter hours as a whole number from 0 to 24.'],
    ['empty hours', { hours: '' }, 'hours', 'Enter hours as a whole number from 0 to 24.'],
    ['60 minutes', { minutes: '60' }, 'minutes', 'Enter minutes as a whole number from 0 to 59.'],
    [
      'fractional minutes',
      { minutes: '1.5' },
      'minutes',
      'Enter minutes as a whole number from 0 to 59.',
    ],
    ['60 seconds', { seconds: '60' }, 'seconds', 'Enter seconds as a whole number from 0 to 59.'],
    [
      'negative seconds',
      { seconds: '-1' },
      'seconds',
      'Enter seconds as a whole number from 0 to 59.',
    ],
  ])('rejects %s at the field', (_label, change, field, message) => {
    const result = validateActivity({ ...valid, ...change }, bounds);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(inEnglish(result.errors)).toEqual({ [field]: message });
  });

  it.each([
    ['one day', { min: '2025-02-10', max: '2025-02-10' }, 'The date must be 2025-02-10.'],
    [
      'two days',
      { min: '2025-02-09', max: '2025-02-10' },
      'Choose a date from 2025-02-09 to 2025-02-10.',
    ],
  ])('names the pickable days (%s)', (_label, window, message) => {
    const result = validateActivity({ ...valid, date: '2025-02-08' }, window);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(inEnglish(result.errors)).toEqual({ date: message });
  });

  it.each<[Partial<ActivityInput>]>([
    [{ distance: '199.99' }],
    [{ distance: '0.01' }],
    [{ distance: '.5' }],
    [{ hours: '24', minutes: '0', seconds: '0' }],
    [{ hours: '0', minutes: '0', seconds: '1' }],
    [{ date: '2025-02-01' }],
    [{ date: '2025-02-10' }],
  ])('accepts the edge %j', (change) => {
    expect(validateActivity({ ...valid, ...change }, bounds).ok).toBe(true);
  });

  it('reports every bad field at once', () => {
    const result = validateActivity(
      { date: '', distance: '300', hours: '0', minutes: '0', seconds: '0' },
      bounds,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['date', 'distance', 'duration']);
  });
});
