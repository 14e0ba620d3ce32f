import { describe, expect, it } from 'vitest';
import { GIFT_SENDER_NAME_MAX, giftSenderName } from './gift-sender-name';

describe('the buyer’s name in a gift e-mail', () => {
  it.each([
    ['Avery', 'Avery'],
    ['  Avery Jane ', 'Avery'],
    ['Jean-Luc', 'Jean-Luc'],
    ['Zoë', 'Zoë'],
    ['Ève-Marie', 'Ève-Marie'],
    ["O'Brien", "O'Brien"],
    ['N’Dri', 'N’Dri'],
    ['Łukasz', 'Łukasz'],
    ['Ζωή', 'Ζωή'],
    ['a'.repeat(GIFT_SENDER_NAME_MAX), 'a'.repeat(GIFT_SENDER_NAME_MAX)],
  ])('keeps the first word of a name: %j → %j', (input, expected) => {
    expect(giftSenderName(input)).toBe(expected);
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'blanks'],
    ['a'.repeat(GIFT_SENDER_NAME_MAX + 1), 'a word over the limit'],
    ['www.example.com', 'a domain'],
    ['https://evil.example/login', 'a link'],
    ['evil.example', 'a bare domain'],
    ['bob@example.com', 'an address'],
    ['Avery\u0007', 'a control character'],
    ['Av\u202Eery', 'a direction override'],
    ['R2D2', 'digits'],
    ['Call:1-800-555-0100', 'a phone number'],
    ['<b>Avery</b>', 'markup'],
    ['Jean--Luc', 'two hyphens in a row'],
    ['-Avery', 'a leading hyphen'],
    ['URGENT!', 'punctuation'],
  ])('gives no name for %j (%s)', (input) => {
    expect(giftSenderName(input)).toBe('');
  });

  it('gives no name for a first name that is not text', () => {
    for (const input of [undefined, null, 42, {}, ['Avery']])
      expect(giftSenderName(input)).toBe('');
  });
});
