import { describe, expect, it } from 'vitest';
import { LOCAL_MEASUREMENT_ID_GLOBAL, localMeasurementId } from './local-analytics';

describe('localMeasurementId', () => {
  const set = { [LOCAL_MEASUREMENT_ID_GLOBAL]: 'G-CONSENTE2E' };

  it('gives a local build the id set on the page', () => {
    expect(localMeasurementId('local', set)).toBe('G-CONSENTE2E');
  });

  it.each(['production', 'staging'])('is ignored by a %s build', (appEnv) => {
    expect(localMeasurementId(appEnv, set)).toBeNull();
  });

  it.each([
    ['nothing set', {}],
    ['not a string', { [LOCAL_MEASUREMENT_ID_GLOBAL]: 42 }],
    ['not a measurement id', { [LOCAL_MEASUREMENT_ID_GLOBAL]: '"><script>' }],
    ['blank', { [LOCAL_MEASUREMENT_ID_GLOBAL]: '' }],
  ])('is null with %s', (_name, scope) => {
    expect(localMeasurementId('local', scope)).toBeNull();
  });
});
