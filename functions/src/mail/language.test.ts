import { describe, expect, it } from 'vitest';
import { formatCents, formatDay, formatKm, labelled, mailLanguageOf, textsFor } from './language';
import { accountUrl, appOrigin, dashboardUrl } from './sender';

describe('the language of an e-mail', () => {
  it("is the participant's stored choice, English otherwise", () => {
    expect(mailLanguageOf({ language: 'fr' })).toBe('fr');
    expect(mailLanguageOf({ language: 'en' })).toBe('en');
    expect(mailLanguageOf({ language: 'de' })).toBe('en');
    expect(mailLanguageOf(undefined)).toBe('en');
  });

  it("takes a template's French texts when it has them, English otherwise", () => {
    expect(textsFor({ en: 'Hi', fr: 'Bonjour' }, 'fr')).toEqual({
      texts: 'Bonjour',
      language: 'fr',
    });
    expect(textsFor({ en: 'Hi' }, 'fr')).toEqual({ texts: 'Hi', language: 'en' });
  });

  it('formats money and days per language', () => {
    expect(formatCents(14510, 'en')).toBe('$145.10');
    expect(formatCents(14510, 'fr')).toMatch(/^145,10\s\$$/);
    expect(formatDay(new Date('2026-01-15T00:00:00Z'), 'en')).toBe('January 15, 2026');
    expect(formatKm(1234.567, 'en')).toBe('1,234.57');
    expect(formatKm(1234.5, 'fr')).toMatch(/^1\s234,5$/);
    expect(labelled('Bib number', '142', 'en')).toBe('Bib number: 142');
    expect(labelled('Dossard', '142', 'fr')).toBe('Dossard : 142');
  });
});

describe('the app origin for links', () => {
  it('is APP_ORIGIN, the local app in the emulator suite, and a named error elsewhere', () => {
    expect(appOrigin({ APP_ORIGIN: 'https://example.test/' })).toBe('https://example.test');
    expect(appOrigin({ FUNCTIONS_EMULATOR: 'true' })).toBe('http://localhost:5173');
    expect(() => appOrigin({})).toThrow(/APP_ORIGIN/);
  });
});

describe('the app links of an e-mail', () => {
  it("are her leg's dashboard (the race id) and the account page", () => {
    expect(dashboardUrl('https://example.test', 'price_tbcr_250')).toBe(
      'https://example.test/dashboard/tbcr_250',
    );
    expect(accountUrl('https://example.test')).toBe('https://example.test/account');
  });
});
