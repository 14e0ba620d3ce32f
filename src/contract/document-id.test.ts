import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID_MAX_LENGTH, isSafeDocId } from './document-id';

describe('isSafeDocId', () => {
  it.each([
    ['a leg id', 'price_tbcr25_1000km', true],
    ['a gift code', 'GIFT-ABCD-EFGH-JKLM', true],
    ['a team name with spaces', 'Maple Striders', true],
    ['one character', 'a', true],
    ['a dot inside', 'a.b', true],
    ['three dots', '...', true],
    ['underscores at one end only', '__x', true],
    ['three underscores', '___', true],
    ['accents', 'Hélène', true],
    [`${DOCUMENT_ID_MAX_LENGTH} characters`, 'x'.repeat(DOCUMENT_ID_MAX_LENGTH), true],
    ['empty', '', false],
    [`${DOCUMENT_ID_MAX_LENGTH + 1} characters`, 'x'.repeat(DOCUMENT_ID_MAX_LENGTH + 1), false],
    ['2,000 characters', 'x'.repeat(2000), false],
    ['a slash', 'a/b', false],
    ['a leading slash', '/a', false],
    ['a trailing slash', 'a/', false],
    ['a dot', '.', false],
    ['two dots', '..', false],
    ['reserved', '__x__', false],
    ['reserved, empty inside', '____', false],
    ['reserved, a line break inside', '__a\nb__', false],
    ['a number', 42, false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an object', { id: 'a' }, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isSafeDocId(value)).toBe(expected);
  });
});
