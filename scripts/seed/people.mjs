/**
 * The demo people: the two named demo accounts and ≥ 60 generated participants with
 * Canadian names and (fictional) Canadian addresses. E-mails use the reserved .test domain
 * and phone numbers the 555-01xx fiction range.
 */

/**
 * @typedef {object} Person
 * @property {string} uid
 * @property {string} email
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} address
 * @property {string} city
 * @property {string} state province code
 * @property {string} postalCode
 * @property {string} phoneNumber ddd-ddd-dddd
 * @property {string} country two-letter code
 */

export const DEMO_PASSWORD = 'demo-pass-1';
export const DEMO_RUNNER_UID = 'demo-runner';
export const DEMO_TEAMMATE_UID = 'demo-teammate';
const PARTICIPANT_COUNT = 64;

/** @type {Person} */
export const DEMO_RUNNER = {
  uid: DEMO_RUNNER_UID,
  email: 'runner@demo.test',
  firstName: 'Avery',
  lastName: 'Tremblay',
  address: '150 Elgin Street',
  city: 'Ottawa',
  state: 'ON',
  postalCode: 'K1P 1J1',
  phoneNumber: '613-555-0142',
  country: 'CA',
};

/** @type {Person} */
const DEMO_TEAMMATE = {
  uid: DEMO_TEAMMATE_UID,
  email: 'teammate@demo.test',
  firstName: 'Jordan',
  lastName: 'Lévesque',
  address: '88 Rideau Street',
  city: 'Ottawa',
  state: 'ON',
  postalCode: 'K1N 5W8',
  phoneNumber: '613-555-0177',
  country: 'CA',
};

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Émilie',
  'Noah',
  'Chloé',
  'Ethan',
  'Maya',
  'Lucas',
  'Aisha',
  'Gabriel',
  'Sophie',
  'Mateo',
  'Priya',
  'Félix',
  'Hannah',
  'Owen',
  'Mei',
  'Samuel',
  'Léa',
  'Arjun',
  'Zoé',
  'Benjamin',
  'Nadia',
  'William',
  'Isabelle',
  'Kai',
  'Amélie',
  'Daniel',
  'Fatima',
  'Jacob',
  'Camille',
  'Rohan',
  'Grace',
  'Thomas',
  'Yuki',
  'Nathan',
  'Sarah',
  'Raphaël',
  'Leila',
  'Connor',
  'Juliette',
  'Dev',
  'Ava',
  'Elijah',
  'Mariam',
  'Logan',
  'Florence',
  'Hugo',
  'Jasmine',
  'Wyatt',
  'Rosalie',
  'Malik',
  'Charlotte',
  'Étienne',
  'Harper',
  'Tariq',
  'Claire',
  'Finn',
  'Simone',
  'Ivan',
  'Naomi',
  'Rowan',
  'Anika',
  'Marcus',
];

const LAST_NAMES = [
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Pelletier',
  'Bélanger',
  'Smith',
  'Brown',
  'MacDonald',
  'Wilson',
  'Campbell',
  'Anderson',
  'Singh',
  'Patel',
  'Chen',
  'Wong',
  'Nguyen',
  'Kim',
  'Li',
  'Ahmed',
  'Okafor',
  'Ferreira',
  'Rossi',
  'Kowalski',
  'Kovalenko',
  'Yellowhorse',
  'Cardinal',
  'Bearspaw',
  'Morrison',
  'Fraser',
  'Murray',
  'Reid',
  'Thompson',
  'Martin',
  'Leblanc',
  'Cormier',
  'Arsenault',
  'Richard',
  'Boudreau',
  'Hébert',
  'Dubois',
  'Girard',
  'Sauvé',
  'Poirier',
  'Clarke',
  'Young',
  'Grant',
  'Hughes',
  'Stewart',
  'Bergeron',
  'Nadeau',
  'Lapointe',
  'Ouellet',
  'Paquette',
  'Desjardins',
  'Kaur',
  'Sato',
  'Mendes',
  'Haddad',
  'Ivanov',
];

/** City, province, postal code and area code (postal codes are format-valid, not real addresses). */
const PLACES = [
  ['Toronto', 'ON', 'M5V 2T6', '416'],
  ['Montréal', 'QC', 'H2X 1Y4', '514'],
  ['Vancouver', 'BC', 'V6B 1A1', '604'],
  ['Calgary', 'AB', 'T2P 1J9', '403'],
  ['Edmonton', 'AB', 'T5J 0N3', '780'],
  ['Winnipeg', 'MB', 'R3C 0V8', '204'],
  ['Halifax', 'NS', 'B3J 1S9', '902'],
  ['Québec', 'QC', 'G1R 4P5', '418'],
  ['Regina', 'SK', 'S4P 3Y2', '306'],
  ['Saskatoon', 'SK', 'S7K 0J5', '306'],
  ['Victoria', 'BC', 'V8W 1P6', '250'],
  ['Hamilton', 'ON', 'L8P 4R5', '905'],
  ['Moncton', 'NB', 'E1C 1E8', '506'],
  ["St. John's", 'NL', 'A1C 5M2', '709'],
  ['Charlottetown', 'PE', 'C1A 4P3', '902'],
  ['Whitehorse', 'YT', 'Y1A 1B2', '867'],
  ['Kingston', 'ON', 'K7L 2V7', '613'],
  ['Sherbrooke', 'QC', 'J1H 1Z3', '819'],
  ['Thunder Bay', 'ON', 'P7B 1A1', '807'],
  ['Kelowna', 'BC', 'V1Y 1P6', '250'],
  ['Yellowknife', 'NT', 'X1A 2P7', '867'],
];

const STREETS = [
  'Main Street',
  'King Street',
  'Queen Street',
  'Maple Avenue',
  'Lakeshore Road',
  'Church Street',
  'Park Avenue',
  'Rue Principale',
  'Birch Crescent',
  'Harbour Drive',
];

/**
 * Participant n (1-based): uid 'demo-p01', e-mail 'p01@demo.test'.
 * @param {number} n
 * @returns {Person}
 */
export function participant(n) {
  const id = String(n).padStart(2, '0');
  const i = n - 1;
  const [city, state, postalCode, area] = /** @type {string[]} */ (PLACES[(i * 5) % PLACES.length]);
  return {
    uid: `demo-p${id}`,
    email: `p${id}@demo.test`,
    firstName: /** @type {string} */ (FIRST_NAMES[i % FIRST_NAMES.length]),
    lastName: /** @type {string} */ (LAST_NAMES[(i * 37) % LAST_NAMES.length]),
    address: `${10 + ((i * 37) % 890)} ${STREETS[i % STREETS.length]}`,
    city: /** @type {string} */ (city),
    state: /** @type {string} */ (state),
    postalCode: /** @type {string} */ (postalCode),
    phoneNumber: `${area}-555-01${id}`,
    country: 'CA',
  };
}

/** @returns {Person[]} demo-runner, demo-teammate, then demo-p01 … */
export function allPeople() {
  return [
    DEMO_RUNNER,
    DEMO_TEAMMATE,
    ...Array.from({ length: PARTICIPANT_COUNT }, (_, i) => participant(i + 1)),
  ];
}

/** Gift codes bought by the demo runner (giftcodes/{code}); GIFT-USED-1 was redeemed by demo-p61 (giftcode_redemptions). */
export const GIFT_CODES = {
  unused250: 'GIFT-DEMO-1',
  unused7000: 'GIFT-DEMO-2',
  used250: 'GIFT-USED-1',
};
export const GIFT_REDEEMER_UID = 'demo-p61';

/** The demo runner's referral link id (referral_links/{id}). */
export const DEMO_REFERRAL_LINK = 'avery-tremblay';
