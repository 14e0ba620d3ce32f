import { describe, expect, it } from 'vitest';
import {
  addCustomRegions,
  COUNTRIES,
  findCountry,
  regionsFor,
  type Country,
  type Region,
} from './countries';

const codesOf = (regions: readonly Region[]): string[] => regions.map((region) => region.shortCode);

describe('country data', () => {
  it('has every ISO 3166-1 alpha-2 entry plus Kosovo, each code once', () => {
    expect(COUNTRIES).toHaveLength(250);
    const codes = COUNTRIES.map((country) => country.countryShortCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(COUNTRIES.map((country) => country.countryName)).size).toBe(COUNTRIES.length);
  });

  it.each([
    ['CA', 'Canada'],
    ['US', 'United States'],
    ['GB', 'United Kingdom'],
    ['XK', 'Kosovo'],
    ['AX', 'Åland Islands'],
    ['PR', 'Puerto Rico'],
    ['GL', 'Greenland'],
    ['PM', 'Saint Pierre and Miquelon'],
  ])('%s is %s', (code, name) => {
    expect(findCountry(code)?.countryName).toBe(name);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((country) => country.countryName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('has no duplicate region name or code within a country', () => {
    for (const country of COUNTRIES) {
      expect(new Set(codesOf(country.regions)).size, country.countryShortCode).toBe(
        country.regions.length,
      );
      expect(
        new Set(country.regions.map((region) => region.name)).size,
        country.countryShortCode,
      ).toBe(country.regions.length);
    }
  });

  it.each([
    ['CA', 13],
    ['US', 59],
    ['AU', 8],
    ['MX', 32],
    ['GB', 4],
    ['FR', 0],
    ['XK', 0],
  ])('%s has %i regions', (code, count) => {
    expect(regionsFor(code)).toHaveLength(count);
  });

  it('lists the Canadian provinces and territories with postal abbreviations', () => {
    expect(codesOf(regionsFor('CA')).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(regionsFor('CA').find((region) => region.shortCode === 'QC')?.name).toBe('Quebec');
  });

  it('lists the 50 states and DC', () => {
    const territories = ['AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'];
    const states = codesOf(regionsFor('US', { blacklist: territories }));
    expect(states).toHaveLength(51);
    expect(states).toContain('DC');
    expect(states).toContain('WY');
  });
});

describe('regionsFor', () => {
  it.each([
    ['CA', {}, 13],
    ['ca', {}, 13],
    [' CA ', {}, 13],
    ['CA', { whitelist: ['ON', 'qc'] }, 2],
    ['CA', { whitelist: [] }, 13],
    ['CA', { blacklist: ['NU', 'NT', 'YT'] }, 10],
    ['CA', { whitelist: ['ON', 'QC'], blacklist: ['QC'] }, 1],
    ['CA', { whitelist: ['ZZ'] }, 0],
    ['ZZ', {}, 0],
    ['', {}, 0],
  ])('%j with %j -> %i regions', (code, filter, count) => {
    expect(regionsFor(code, filter)).toHaveLength(count);
  });

  it('keeps the data order', () => {
    expect(codesOf(regionsFor('CA', { whitelist: ['QC', 'AB'] }))).toEqual(['AB', 'QC']);
  });
});

describe('addCustomRegions', () => {
  const list: readonly Country[] = [
    {
      countryName: 'Canada',
      countryShortCode: 'CA',
      regions: [{ name: 'Ontario', shortCode: 'ON' }],
    },
    { countryName: 'France', countryShortCode: 'FR', regions: [] },
  ];
  const noLog = (): void => {
    throw new Error('log should not be called');
  };

  it('appends regions to a copy of the list', () => {
    const result = addCustomRegions(list, 'fr', [{ name: 'Bretagne', shortCode: 'BRE' }], noLog);
    expect(result.ok).toBe(true);
    expect(regionsFor('FR', {}, result.countries)).toEqual([
      { name: 'Bretagne', shortCode: 'BRE' },
    ]);
    expect(list[1]?.regions).toEqual([]);
    expect(result.countries[0]).toBe(list[0]);
  });

  it.each([
    ['the same short code', [{ name: 'Ontario Province', shortCode: 'on' }], ['on']],
    ['the same name', [{ name: ' ontario ', shortCode: 'ONT' }], ['ONT']],
    [
      'a repeat within the batch',
      [
        { name: 'Québec', shortCode: 'QC' },
        { name: 'Quebec', shortCode: 'QC' },
      ],
      ['QC'],
    ],
  ])('rejects %s, adding nothing', (_label, regions, duplicates) => {
    const result = addCustomRegions(list, 'CA', regions, noLog);
    expect(result).toEqual({ ok: false, reason: 'duplicate', duplicates, countries: list });
  });

  it('accepts several regions without short codes', () => {
    const result = addCustomRegions(
      list,
      'FR',
      [
        { name: 'A', shortCode: '' },
        { name: 'B', shortCode: '' },
      ],
      noLog,
    );
    expect(result.ok).toBe(true);
  });

  it('logs an unknown country instead of throwing', () => {
    const messages: string[] = [];
    const result = addCustomRegions(list, 'ZZ', [{ name: 'Nowhere', shortCode: 'NW' }], (message) =>
      messages.push(message),
    );
    expect(result).toEqual({ ok: false, reason: 'unknownCountry', countries: list });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('ZZ');
  });

  it('works on the full list', () => {
    const result = addCustomRegions(
      COUNTRIES,
      'XK',
      [{ name: 'Pristina', shortCode: 'PR' }],
      noLog,
    );
    expect(regionsFor('XK', {}, result.countries)).toHaveLength(1);
    expect(result.countries).toHaveLength(COUNTRIES.length);
  });
});
