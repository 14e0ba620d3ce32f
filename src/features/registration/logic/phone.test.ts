import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped, isValidPhone, PHONE_MAX_LENGTH, PHONE_PATTERN, PHONE_PLACEHOLDER } from './phone';

describe('formatPhoneAsTyped', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '123-4'],
    ['123-4', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['123-456-7', '123-456-7'],
    ['1234567890', '123-456-7890'],
    ['123-456-7890', '123-456-7890'],
    ['123-456-78901', '123-456-7890'],
    ['12345678901234', '123-456-7890'],
    ['(613) 555-0199', '613-555-0199'],
    ['613.555.0199', '613-555-0199'],
    ['abc', ''],
    ['123-', '123'],
    ['123-456-', '123-456'],
  ])('%j -> %j', (input, expected) => {
    const formatted = formatPhoneAsTyped(input);
    expect(formatted).toBe(expected);
    expect(formatted.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
  });

  it('builds the number keystroke by keystroke', () => {
    let value = '';
    for (const key of '6135550199') value = formatPhoneAsTyped(value + key);
    expect(value).toBe('613-555-0199');
  });
});

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

  it('accepts its own placeholder and every complete formatted value', () => {
    expect(isValidPhone(PHONE_PLACEHOLDER)).toBe(true);
    expect(PHONE_PLACEHOLDER).toBe('123-456-7890');
    expect(isValidPhone(formatPhoneAsTyped('6135550199'))).toBe(true);
  });

  it('has a pattern the browser accepts with the v flag', () => {
    expect(new RegExp(`^(?:${PHONE_PATTERN})$`, 'v').test('123-456-7890')).toBe(true);
  });
});
