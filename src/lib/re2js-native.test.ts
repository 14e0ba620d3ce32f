import { describe, expect, it } from 'vitest';
import { RE2JS as Re2 } from 're2js';
import { RE2JS } from './re2js-native';

// The stand-in answers as re2js does for the calls the Firestore SDK makes.
describe('re2js stand-in', () => {
  it.each([
    ['a.c', 'abc'],
    ['a.c', 'xabcx'],
    ['^ab', 'abc'],
    ['b+', 'abbbc'],
    ['[0-9]{3}', '12'],
    ['café|tea', 'café'],
  ])('%s on %s', (pattern, text) => {
    expect(RE2JS.compile(pattern).matches(text)).toBe(Re2.compile(pattern).matches(text));
    expect(RE2JS.compile(pattern).test(text)).toBe(Re2.compile(pattern).test(text));
  });

  it('throws on a pattern that is not a regex, as re2js does', () => {
    expect(() => RE2JS.compile('(').matches('x')).toThrow();
    expect(() => Re2.compile('(')).toThrow();
  });
});
