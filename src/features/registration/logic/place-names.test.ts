import { describe, expect, it } from 'vitest';
import { COUNTRIES, regionsFor } from './countries';
import { countryOptions, regionOptions } from './place-names';

describe('countryOptions', () => {
  it('keeps the stored English list as it is, in its order', () => {
    const options = countryOptions(COUNTRIES, 'en');
    expect(options).toEqual(
      COUNTRIES.map((country) => ({ code: country.countryShortCode, name: country.countryName })),
    );
  });

  it('names every country in French (fr-CA) and sorts them for French, codes unchanged', () => {
    const options = countryOptions(COUNTRIES, 'fr');
    const byCode = new Map(options.map((option) => [option.code, option.name]));
    expect(byCode.get('CA')).toBe('Canada');
    expect(byCode.get('US')).toBe('États-Unis');
    expect(byCode.get('DE')).toBe('Allemagne');
    expect(byCode.get('GB')).toBe('Royaume-Uni');
    expect(byCode.get('XK')).toBe('Kosovo');
    expect(new Set(options.map((option) => option.code))).toEqual(
      new Set(COUNTRIES.map((country) => country.countryShortCode)),
    );
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr-CA')));
    // 'Égypte' sorts among the E's, not after 'Zimbabwe'.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Zimbabwe'));
  });
});

describe('regionOptions', () => {
  it('keeps the English names and order, the short code as the value', () => {
    const options = regionOptions('CA', regionsFor('CA'), 'en');
    expect(options[0]).toEqual({ code: 'AB', name: 'Alberta' });
    expect(options.find((option) => option.code === 'QC')?.name).toBe('Quebec');
  });

  it('writes the provinces and states French writes otherwise, the others as stored', () => {
    const canada = regionOptions('CA', regionsFor('CA'), 'fr');
    expect(canada.find((option) => option.code === 'QC')?.name).toBe('Québec');
    expect(canada.find((option) => option.code === 'BC')?.name).toBe('Colombie-Britannique');
    expect(canada.find((option) => option.code === 'ON')?.name).toBe('Ontario');
    expect(canada).toHaveLength(13);
    const names = canada.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr-CA')));
    const states = regionOptions('us', regionsFor('US'), 'fr');
    expect(states.find((option) => option.code === 'CA')?.name).toBe('Californie');
    expect(states.find((option) => option.code === 'TX')?.name).toBe('Texas');
  });

  it('gives nothing for a country without a region list', () => {
    expect(regionOptions('FR', regionsFor('FR'), 'fr')).toEqual([]);
  });
});
