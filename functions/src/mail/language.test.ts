import { describe, expect, it } from 'vitest';
import { formatCents, formatDay, formatKm, labelled, mailLanguageOf, textsFor } from './language';
import { accountUrl, appOrigin, dashboardUrl } from './sender';
import { OTHER_DEPLOYMENT_ENV } from '../../../src/contract/test-support/deployment-fixture';

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
    expect(labelled('Dossard', '142', 'fr')).toBe('Dossard\u00a0: 142');
  });
});

describe('the app origin for links', () => {
  it("is the deployment's first origin: the local app on the emulator suite, a custom domain elsewhere", () => {
    expect(
      appOrigin({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-virtual-challenges' }),
    ).toBe('http://localhost:5173');
    expect(appOrigin(OTHER_DEPLOYMENT_ENV)).toBe('https://run.example.ca');
    expect(() => appOrigin({ GCLOUD_PROJECT: 'virtual-challenges-prod' })).toThrow(
      /production\.mail\.from is "hello@example\.com"/,
    );
    expect(() => appOrigin({ GCLOUD_PROJECT: 'unknown-project' })).toThrow(
      /unknown-project has no entry in deployments\.json/,
    );
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
