import { describe, expect, it } from 'vitest';
import { isValidPhone, PHONE_PATTERN } from './phone-number';

describe('isValidPhone', () => {
  it.each([
    ['123-456-7890', true],
    ['613-555-0199', true],
    ['1234567890', false],
    ['123-456-789', false],
    ['123-456-78901', false],
    ['123 456 7890', false],
    ['abc-def-ghij', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it('has a pattern the browser accepts with the v flag', () => {
    expect(new RegExp(`^(?:${PHONE_PATTERN})$`, 'v').test('123-456-7890')).toBe(true);
  });
});
