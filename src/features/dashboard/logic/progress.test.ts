import { describe, expect, it } from 'vitest';
import { barPercent, formatKm, formatPercent, isCompleted, percentOf } from './progress';

describe('progress (docs/product.md §P9)', () => {
  it.each([
    [0, 1000, 0, '0.00%', 0],
    [212.456, 1000, 21.2456, '21.25%', 21.2456],
    [999.99, 1000, 99.999, '100.00%', 99.999],
    [1000, 1000, 100, '100.00%', 100],
    [1250.5, 1000, 125.05, '125.05%', 100],
    [5, null, 0, '0.00%', 0],
    [5, 0, 0, '0.00%', 0],
    [-3, 100, 0, '0.00%', 0],
  ])('%s km of %s km is %s percent (%s), bar %s', (total, leg, percent, text, bar) => {
    expect(percentOf(total, leg)).toBeCloseTo(percent, 9);
    expect(formatPercent(percentOf(total, leg))).toBe(text);
    expect(barPercent(percentOf(total, leg))).toBeCloseTo(bar, 9);
  });

  it.each([
    [0, '0.00'],
    [3.14159, '3.14'],
    [2.005, '2.01'],
    [12.3, '12.30'],
    [-0.001, '0.00'],
    [Number.NaN, '0.00'],
  ])('formats %s km as %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
  });

  it.each([
    [999.99, 1000, false],
    [1000, 1000, true],
    [0.1 + 0.2, 0.3, true],
    [1001, 1000, true],
    [10, null, false],
  ])('%s km of %s km completed: %s', (total, leg, done) => {
    expect(isCompleted(total, leg)).toBe(done);
  });
});
