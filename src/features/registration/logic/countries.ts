/**
 * Country and region lookups for the details step (docs/product.md §R3 "Country list", §R5).
 * The data lives in `country-data.ts`; everything here is pure and returns new arrays.
 */
import { COUNTRY_DATA, type Country, type Region } from './country-data';

export type { Country, Region } from './country-data';
export { COUNTRY_DATA as COUNTRIES } from './country-data';

export interface RegionFilter {
  /** Region short codes to keep (case-insensitive). Empty or absent: keep all. */
  readonly whitelist?: readonly string[];
  /** Region short codes to drop (case-insensitive), applied after the whitelist. */
  readonly blacklist?: readonly string[];
}

export type AddCustomRegionsResult =
  | { readonly ok: true; readonly countries: readonly Country[] }
  | {
      readonly ok: false;
      readonly reason: 'duplicate';
      /** The offending regions' short codes as given (the name when a region has no short code). */
      readonly duplicates: readonly string[];
      /** The list, unchanged. */
      readonly countries: readonly Country[];
    }
  | {
      readonly ok: false;
      readonly reason: 'unknownCountry';
      readonly countries: readonly Country[];
    };

export type Log = (message: string) => void;

const key = (value: string): string => value.trim().toUpperCase();

/** The country with this two-letter code (case-insensitive) in `list`, or undefined. */
export function findCountry(
  countryCode: string,
  list: readonly Country[] = COUNTRY_DATA,
): Country | undefined {
  const code = key(countryCode);
  return list.find((country) => country.countryShortCode === code);
}

/**
 * The regions of a country, optionally filtered by short code. Unknown country or a country
 * without a region list: an empty array.
 */
export function regionsFor(
  countryCode: string,
  filter: RegionFilter = {},
  list: readonly Country[] = COUNTRY_DATA,
): readonly Region[] {
  const regions = findCountry(countryCode, list)?.regions ?? [];
  const whitelist = new Set((filter.whitelist ?? []).map(key));
  const blacklist = new Set((filter.blacklist ?? []).map(key));
  return regions.filter(
    (region) =>
      (whitelist.size === 0 || whitelist.has(key(region.shortCode))) &&
      !blacklist.has(key(region.shortCode)),
  );
}

/**
 * Returns a new list in which `countryCode` also has `regions` (appended in the given order).
 *
 * Errors are values, not exceptions:
 * - a region whose name or (non-empty) short code, compared trimmed and case-insensitively,
 *   is already in the country,
 *   or repeated within `regions`, rejects the whole call: `{ ok: false, reason: 'duplicate' }`;
 * - an unknown country is reported through `log` (default `console.error`) and gives
 *   `{ ok: false, reason: 'unknownCountry' }`.
 * In both cases `countries` is the input list, unchanged.
 */
export function addCustomRegions(
  list: readonly Country[],
  countryCode: string,
  regions: readonly Region[],
  log: Log = (message) => console.error(message),
): AddCustomRegionsResult {
  const target = findCountry(countryCode, list);
  if (target === undefined) {
    log(`addCustomRegions: unknown country code ${JSON.stringify(countryCode)}; no regions added`);
    return { ok: false, reason: 'unknownCountry', countries: list };
  }
  const names = new Set(target.regions.map((region) => key(region.name)));
  const codes = new Set(target.regions.map((region) => key(region.shortCode)));
  const duplicates: string[] = [];
  for (const region of regions) {
    const name = key(region.name);
    const code = key(region.shortCode);
    if (names.has(name) || (code !== '' && codes.has(code)))
      duplicates.push(region.shortCode || region.name);
    names.add(name);
    if (code !== '') codes.add(code);
  }
  if (duplicates.length > 0) return { ok: false, reason: 'duplicate', duplicates, countries: list };
  const updated: Country = { ...target, regions: [...target.regions, ...regions] };
  return { ok: true, countries: list.map((country) => (country === target ? updated : country)) };
}
