import { describe, expect, it } from 'vitest';
import { isValidPhone, PHONE_MAX_LENGTH } from '../../../contract/phone-number';
import { formatPhoneAsTyped, PHONE_PLACEHOLDER } from './phone';

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

describe('the formatted number and its check (contract/phone-number.ts)', () => {
  it('accepts its own placeholder and every complete formatted value', () => {
    expect(isValidPhone(PHONE_PLACEHOLDER)).toBe(true);
    expect(PHONE_PLACEHOLDER).toBe('123-456-7890');
    expect(isValidPhone(formatPhoneAsTyped('6135550199'))).toBe(true);
  });
});
