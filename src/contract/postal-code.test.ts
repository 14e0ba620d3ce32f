import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code';

describe('isValidPostalCode', () => {
  it.each([
    ['CA', 'K1A 0B1', true],
    ['CA', 'k7l1a1', true],
    ['ca', ' M5V 2T6 ', true],
    ['CA', 'K1A', false],
    ['CA', 'D1A 0B1', false],
    ['CA', 'W1A 0B1', false],
    ['CA', '12345', false],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', 'K1A 0B1', false],
    ['US', '1000', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', '  ', false],
  ])('%s %j → %s', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });
});
