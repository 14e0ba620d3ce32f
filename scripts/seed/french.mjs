/**
 * The demo catalogue's Canadian French (docs/i18n.md, "Catalogue content"): what the seed puts
 * in each document's `fr` map beside its English texts. Place names keep their official form
 * (most are the same in both languages); the French ones differ where French usage does. Every
 * name reads alone, as a title ("Lac Laberge"): the e-mails and screens never glue an article or
 * a preposition to it (docs/i18n.md, "Names that read alone"). Spaces are the OQLF's: a no-break
 * one before ":" (U+00A0), a narrow no-break one between a number and its unit (U+202F).
 */

/** French names of the route's places, where they differ from the English. */
const PLACES = /** @type {Record<string, string>} */ ({
  'Québec City': 'Québec',
  'Channel-Port aux Basques': 'Channel-Port-aux-Basques',
  'Sault Ste. Marie': 'Sault-Sainte-Marie',
  'Lake Laberge': 'Lac Laberge',
  'Five Finger Rapids': 'Rapides Five Finger',
  'Queenston Heights': 'Hauteurs de Queenston',
  'Brock University': 'Université Brock',
  'Albion Falls': 'Chutes Albion',
  'Mount Nemo': 'Mont Nemo',
});

/**
 * Provinces and territories as French abbreviates them in running text: the Translation
 * Bureau's abbreviations, one system (Canada Post's two-letter symbols belong in addresses).
 */
const PROVINCES = /** @type {Record<string, string>} */ ({
  NL: 'T.-N.-L.',
  PE: 'Î.-P.-É.',
  NS: 'N.-É.',
  NB: 'N.-B.',
  QC: 'Qc',
  ON: 'Ont.',
  MB: 'Man.',
  SK: 'Sask.',
  AB: 'Alb.',
  BC: 'C.-B.',
  YT: 'Yn',
  NT: 'T.N.-O.',
  NU: 'Nt',
});

/** The route maps' titles (routes-data.mjs), by map. */
const ROUTE_TITLES = /** @type {Record<string, string>} */ ({
  'trans-canada': 'La Transcanadienne\u00a0: de St. John’s à Victoria',
  'ride-rockies': 'À travers les Rocheuses\u00a0: de Vancouver à Calgary',
  'north-klondike': 'La route du Klondike\u00a0: de Whitehorse à Dawson City',
  'celebrate-canada': 'Le long de la rivière des Outaouais\u00a0: d’Ottawa à Montréal',
  'february-trails': 'Onze sentiers de l’escarpement du Niagara',
});

/** @param {string} name */
export const frenchPlace = (name) => PLACES[name] ?? name;

/** "Québec (Qc)": a place and its province, as French writes it. @param {string} name @param {string} province */
export const frenchLocation = (name, province) =>
  `${frenchPlace(name)} (${PROVINCES[province] ?? province})`;

/** @param {string} map @param {string} english */
export const frenchRouteTitle = (map, english) => ROUTE_TITLES[map] ?? english;

/** Km as French writes them: "1 000" (no-break space). @param {number} km */
export const frenchKm = (km) => km.toLocaleString('fr-CA');

/** Km with their unit, a narrow no-break space between: "1 000 km". @param {number} km */
export const frenchKmUnit = (km) => `${frenchKm(km)}\u202fkm`;

/** "Label : value", the no-break space before the colon. @param {string} label @param {string} value */
export const frenchLabelled = (label, value) => `${label}\u00a0: ${value}`;
