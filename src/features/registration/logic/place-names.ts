/**
 * The country and region names of the details step (docs/product.md §R3, "Country list") in the
 * participant's language (docs/i18n.md). English keeps the stored list as it is, in its order;
 * French names the countries the way Intl's fr-CA region names do (the browser's own data, so
 * no country table is copied here) and sorts them for French; a region takes its French name
 * from the table below where French writes it otherwise (Québec, Colombie-Britannique), else
 * its stored one (Ontario, Texas). The values submitted stay the codes.
 */
import { localeOf, type Language } from '../../../lib/i18n/language';
import type { Country, Region } from './country-data';

export interface PlaceOption {
  readonly code: string;
  readonly name: string;
}

/** French names of the regions whose French differs, by country code then region code. */
const FRENCH_REGION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CA: {
    BC: 'Colombie-Britannique',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NT: 'Territoires du Nord-Ouest',
    NS: 'Nouvelle-Écosse',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
  },
  US: {
    AS: 'Samoa américaines',
    AA: 'Forces armées (Amériques)',
    AE: 'Forces armées (Europe, Canada, Afrique et Moyen-Orient)',
    AP: 'Forces armées (Pacifique)',
    CA: 'Californie',
    DC: 'District de Columbia',
    FL: 'Floride',
    GA: 'Géorgie',
    HI: 'Hawaï',
    LA: 'Louisiane',
    NM: 'Nouveau-Mexique',
    NC: 'Caroline du Nord',
    ND: 'Dakota du Nord',
    MP: 'Îles Mariannes du Nord',
    PA: 'Pennsylvanie',
    PR: 'Porto Rico',
    SC: 'Caroline du Sud',
    SD: 'Dakota du Sud',
    VI: 'Îles Vierges des États-Unis',
    VA: 'Virginie',
    WV: 'Virginie-Occidentale',
  },
  AU: {
    ACT: 'Territoire de la capitale australienne',
    NSW: 'Nouvelle-Galles du Sud',
    NT: 'Territoire du Nord',
    SA: 'Australie-Méridionale',
    TAS: 'Tasmanie',
    WA: 'Australie-Occidentale',
  },
  MX: {
    CMX: 'Mexico',
    MEX: 'État de Mexico',
  },
  GB: {
    ENG: 'Angleterre',
    NIR: 'Irlande du Nord',
    SCT: 'Écosse',
    WLS: 'Pays de Galles',
  },
};

/** The countries to choose from, named and ordered for `language`. */
export function countryOptions(
  countries: readonly Country[],
  language: Language,
): readonly PlaceOption[] {
  const options = countries.map((country) => ({
    code: country.countryShortCode,
    name: country.countryName,
  }));
  if (language === 'en') return options;
  const locale = localeOf(language);
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return options
    .map((option) => ({ code: option.code, name: names.of(option.code) ?? option.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The regions of `countryCode` to choose from, named and ordered for `language`. */
export function regionOptions(
  countryCode: string,
  regions: readonly Region[],
  language: Language,
): readonly PlaceOption[] {
  const options = regions.map((region) => ({
    code: region.shortCode || region.name,
    name: region.name,
  }));
  if (language === 'en') return options;
  const french = FRENCH_REGION_NAMES[countryCode.toUpperCase()] ?? {};
  const locale = localeOf(language);
  return options
    .map((option) => ({ code: option.code, name: french[option.code] ?? option.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
