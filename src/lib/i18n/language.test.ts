import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage, isLanguage, localeOf, otherLanguage } from './language';

describe('browserLanguage', () => {
  it.each([
    [['fr-CA'], 'fr'],
    [['en-US', 'fr'], 'fr'],
    [['FR-fr'], 'fr'],
    [['en-CA', 'en'], 'en'],
    [['es', 'de'], 'en'],
    [[], 'en'],
    [['fry'], 'en'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });
});

describe('chooseLanguage', () => {
  it.each([
    [{ account: 'fr', device: 'en', browser: ['en'] }, 'fr'],
    [{ account: 'en', device: 'fr', browser: ['fr'] }, 'en'],
    [{ account: undefined, device: 'fr', browser: ['en'] }, 'fr'],
    [{ account: 'de', device: 'en', browser: ['fr'] }, 'en'],
    [{ account: null, device: null, browser: ['fr-CA'] }, 'fr'],
    [{ device: 'xx', browser: ['en-CA'] }, 'en'],
  ])('%j → %s', (input, expected) => {
    expect(chooseLanguage(input)).toBe(expected);
  });
});

describe('the languages', () => {
  it('knows only en and fr', () => {
    expect(['en', 'fr', 'EN', 'fr-CA', 1, null].map(isLanguage)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('formats in Canadian English and French', () => {
    expect([localeOf('en'), localeOf('fr')]).toEqual(['en-CA', 'fr-CA']);
  });
  it('offers the other language by its own name', () => {
    expect(otherLanguage('en')).toEqual({ language: 'fr', name: 'Français' });
    expect(otherLanguage('fr')).toEqual({ language: 'en', name: 'English' });
  });
});
