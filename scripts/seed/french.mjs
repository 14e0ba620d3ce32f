/**
 * The demo catalogue's Canadian French (docs/i18n.md, "Catalogue content"): what the seed puts
 * in each document's `fr` map beside its English texts. Place names keep their official form
 * (most are the same in both languages); the French ones differ where French usage does.
 */

/** French names of the route's places, where they differ from the English. */
const PLACES = /** @type {Record<string, string>} */ ({
  'Québec City': 'Québec',
  'Channel-Port aux Basques': 'Channel-Port-aux-Basques',
  'Sault Ste. Marie': 'Sault-Sainte-Marie',
  'Lake Laberge': 'lac Laberge',
  'Five Finger Rapids': 'rapides Five Finger',
  'Queenston Heights': 'hauteurs de Queenston',
  'Brock University': 'Université Brock',
  'Albion Falls': 'chutes Albion',
  'Mount Nemo': 'mont Nemo',
});

/** Provinces and territories as French abbreviates them (Translation Bureau usage). */
const PROVINCES = /** @type {Record<string, string>} */ ({
  NL: 'T.-N.-L.',
  NS: 'N.-É.',
  NB: 'N.-B.',
  QC: 'QC',
  ON: 'ON',
  MB: 'MB',
  SK: 'SK',
  AB: 'AB',
  BC: 'C.-B.',
  YT: 'YT',
});

/** The route maps' titles (routes-data.mjs), by map. */
const ROUTE_TITLES = /** @type {Record<string, string>} */ ({
  'trans-canada': 'La Transcanadienne : de St. John’s à Victoria',
  'ride-rockies': 'À travers les Rocheuses : de Vancouver à Calgary',
  'north-klondike': 'La route du Klondike : de Whitehorse à Dawson City',
  'celebrate-canada': 'Le long de la rivière des Outaouais : d’Ottawa à Montréal',
  'february-trails': 'Onze sentiers de l’escarpement du Niagara',
});

/** @param {string} name */
export const frenchPlace = (name) => PLACES[name] ?? name;

/** "Québec (QC)": a place and its province, as French writes it. @param {string} name @param {string} province */
export const frenchLocation = (name, province) =>
  `${frenchPlace(name)} (${PROVINCES[province] ?? province})`;

/** @param {string} map @param {string} english */
export const frenchRouteTitle = (map, english) => ROUTE_TITLES[map] ?? english;

/** Km as French writes them: "1 000" (no-break space). @param {number} km */
export const frenchKm = (km) => km.toLocaleString('fr-CA');

/** French starts a leg's name with a capital; inside a sentence it is lower case. @param {string} text */
export const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
