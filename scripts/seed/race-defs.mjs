/**
 * The demo races: static definitions (ids other developers depend on, names, legs, route
 * map, images). Dates are computed from `now` by `raceDates` so the active races are
 * always running, whatever day the seed is run.
 */
import { frenchKmUnit } from './french.mjs';
import { addDays, addDaysYmd, startOfUtcDay, ymd } from './util.mjs';

/** @typedef {import('./types.mjs').RaceDates} RaceDates */
/** @typedef {import('./types.mjs').LegDef} LegDef */
/** @typedef {import('./types.mjs').RaceImages} RaceImages */
/** @typedef {import('./types.mjs').RaceDef} RaceDef */

/**
 * Dates of a race that is running now: started 60 days ago, ends in 240 days, early bird
 * until 30 days from now, then regular pricing.
 * @param {Date} now
 * @returns {RaceDates}
 */
function activeRaceDates(now) {
  const today = startOfUtcDay(now);
  const start = ymd(addDays(today, -60));
  const end = ymd(addDays(today, 240));
  const earlyEnd = ymd(addDays(today, 30));
  return {
    raceStartDate: start,
    raceEndDate: end,
    userStartDate: start,
    userEndDate: end,
    early_start: start,
    early_end: earlyEnd,
    regular_start: ymd(addDays(today, 31)),
    regular_end: end,
  };
}

/**
 * Dates of a race that has not started: participants start 40 days from now and have 60
 * days; registration is open now (early bird for 20 days). Lets the dashboard's
 * not-started state be seen whatever day the seed is run.
 * @param {Date} now
 * @returns {RaceDates}
 */
export function upcomingRaceDates(now) {
  const today = startOfUtcDay(now);
  const start = ymd(addDays(today, 40));
  const end = ymd(addDays(today, 100));
  return {
    raceStartDate: start,
    raceEndDate: end,
    userStartDate: start,
    userEndDate: end,
    early_start: ymd(addDays(today, -10)),
    early_end: ymd(addDays(today, 20)),
    regular_start: ymd(addDays(today, 21)),
    regular_end: end,
  };
}

/**
 * @param {RaceDef} race
 * @param {Date} now
 * @returns {RaceDates}
 */
export function raceDates(race, now) {
  if (race.dates === 'active') return activeRaceDates(now);
  if (race.dates === 'upcoming') return upcomingRaceDates(now);
  return race.dates;
}

/**
 * The day a race's medals ship (`races/{legId}.medalsShipAt`; docs/product.md §R9: runs mid-fall, other
 * challenges after they end): a running race's in 45 days, so the demo's shipping addresses
 * can still be corrected on the account page; any other race's 15 days after its end (the
 * February challenge's are long shipped).
 * @param {RaceDef} race
 * @param {Date} now
 * @returns {string} YYYY-MM-DD
 */
export function medalsShipDate(race, now) {
  if (race.dates === 'active') return ymd(addDays(startOfUtcDay(now), 45));
  return addDaysYmd(raceDates(race, now).raceEndDate, 15);
}

/**
 * @param {string} slug
 * @returns {RaceImages}
 */
function imagesFor(slug) {
  return {
    logo: `/images/${slug}-logo.svg`,
    banner: `/images/${slug}-checkout-banner.svg`,
    background: `/images/${slug}-checkout-bg.svg`,
    backgroundMobile: `/images/${slug}-checkout-bg-mobile.svg`,
    finisherBadge: `/images/${slug}-finisher-badge.svg`,
  };
}

/**
 * A leg, named and described in English and Canadian French (`fr`, docs/i18n.md).
 * @param {string} id
 * @param {number} distance
 * @param {number} early
 * @param {number} regular
 * @param {{ label?: string, verb?: string, frName?: (km: string) => string, frVerb?: string, inactive?: boolean }} [options]
 * @returns {LegDef}
 */
function leg(id, distance, early, regular, options = {}) {
  const km = distance.toLocaleString('en-CA');
  const frKm = frenchKmUnit(distance);
  const leg = {
    id,
    distance,
    early,
    regular,
    legName: `${km} km ${options.label ?? 'Leg'}`,
    description: `${options.verb ?? 'Run or walk'} ${km} km at your own pace and log every kilometre.`,
    fr: {
      legName: options.frName ? options.frName(frKm) : `Parcours de ${frKm}`,
      description: `${options.frVerb ?? 'Courez ou marchez'} ${frKm} à votre rythme et consignez chaque kilomètre.`,
    },
  };
  return options.inactive ? { ...leg, inactive: true } : leg;
}

/** @param {string} slug */
const bib = (slug) => `https://example.com/demo/bibs/${slug}.pdf`;
/** @param {string} slug */
const community = (slug) => `https://www.facebook.com/groups/demo-${slug}`;
/** @param {string} slug */
const finisher = (slug) => `https://example.com/demo/finishers/${slug}`;

const CCC_IMAGES = imagesFor('celebratecanada');

/** The ride's legs: "500 km Ride", in French "Parcours à vélo de 500 km" (km with their unit). */
const RIDE = {
  label: 'Ride',
  verb: 'Ride',
  frName: (/** @type {string} */ km) => `Parcours à vélo de ${km}`,
  frVerb: 'Roulez',
};

/** @type {readonly RaceDef[]} */
export const RACES = [
  {
    productId: 'prod_tbcr2025',
    url: 'thebigcanadarun2025',
    name: 'The Big Canada Run 2025',
    description:
      "A year-long virtual run across Canada, from St. John's to Victoria. Choose your leg, join a team and log your kilometres.",
    fr: {
      name: 'La Grande Course du Canada 2025',
      description:
        'Une course virtuelle d’un an d’un océan à l’autre, de St. John’s à Victoria. Choisissez votre parcours, joignez-vous à une équipe et consignez vos kilomètres.',
    },
    sport: 'foot',
    active: true,
    teams: true,
    referralPage: true,
    dates: 'active',
    map: 'trans-canada',
    images: imagesFor('tbcr2025'),
    bibLink: bib('tbcr2025'),
    fbLink: community('thebigcanadarun2025'),
    finisherLink: finisher('tbcr2025'),
    legs: [
      leg('price_tbcr25_250km', 250, 4900, 5900),
      leg('price_tbcr25_1000km', 1000, 6900, 7900),
      leg('price_tbcr25_2500km', 2500, 8900, 9900),
      leg('price_tbcr25_7000km', 7000, 12900, 14900, {
        label: 'Leg (Full Crossing)',
        frName: (km) => `Parcours de ${km} (traversée complète)`,
      }),
      leg('price_tbcr25_500km_presale', 500, 3900, 4900, { inactive: true }),
    ],
  },
  {
    productId: 'prod_ride2025',
    url: 'ride2025',
    name: 'The Big Canada Ride 2025',
    description: 'Ride through the Rockies from Vancouver to Calgary, on the road or on a trainer.',
    fr: {
      name: 'La Grande Randonnée à vélo du Canada 2025',
      description:
        'Traversez les Rocheuses à vélo, de Vancouver à Calgary, sur la route ou sur un vélo d’intérieur.',
    },
    sport: 'ride',
    active: true,
    teams: false,
    referralPage: false,
    dates: 'active',
    map: 'ride-rockies',
    images: imagesFor('ride2025'),
    bibLink: bib('ride2025'),
    fbLink: community('ride2025'),
    finisherLink: finisher('ride2025'),
    legs: [
      leg('price_ride25_500km', 500, 5900, 6900, RIDE),
      leg('price_ride25_1500km', 1500, 7900, 8900, RIDE),
    ],
  },
  {
    productId: 'prod_60north25',
    url: '60northrun25',
    name: '60 North Run 2025',
    description:
      'Follow the Klondike Highway from Whitehorse to Dawson City, north of the 60th parallel.',
    fr: {
      name: 'Course du 60e Nord 2025',
      description:
        'Suivez la route du Klondike de Whitehorse à Dawson City, au nord du 60e parallèle.',
    },
    sport: 'foot',
    active: true,
    teams: false,
    referralPage: false,
    dates: 'active',
    map: 'north-klondike',
    images: imagesFor('60north25'),
    bibLink: bib('60north25'),
    fbLink: community('60northrun25'),
    finisherLink: finisher('60north25'),
    legs: [
      leg('price_60north25_100km', 100, 4900, 5900),
      leg('price_60north25_600km', 600, 6900, 7900),
    ],
  },
  ...[
    ['c', 'C', 156],
    ['a1', 'A', 157],
    ['n', 'N', 158],
  ].map(
    /** @returns {RaceDef} */
    ([key, letter, km]) => ({
      productId: `prod_ccc_${key}`,
      url: `celebratecanada-${key}`,
      name: `Celebrate Canada: the ${letter} Medal`,
      description: `Cover ${km} km at your own pace and earn the ${letter} of the Canada medal collection.`,
      fr: {
        name: `Célébrons le Canada\u00a0: la médaille ${letter}`,
        description: `Parcourez ${km}\u202fkm à votre rythme et obtenez le ${letter} de la collection de médailles du Canada.`,
      },
      sport: 'foot',
      active: true,
      teams: false,
      referralPage: false,
      dates: 'active',
      map: 'celebrate-canada',
      images: { ...CCC_IMAGES, logo: `/images/medal-${String(letter).toLowerCase()}.svg` },
      bibLink: bib(`celebratecanada-${key}`),
      fbLink: community('celebratecanada'),
      finisherLink: finisher(`celebratecanada-${key}`),
      legs: [leg(`price_ccc_${key}_${km}km`, Number(km), 7900, 9900)],
    }),
  ),
  {
    productId: 'prod_feb24',
    url: 'february24',
    name: 'February Trails Challenge 2024',
    description: 'Eleven trails along the Niagara Escarpment, 126 km in the shortest month.',
    fr: {
      name: 'Défi des sentiers de février 2024',
      description:
        'Onze sentiers le long de l’escarpement du Niagara\u00a0: 126\u202fkm pendant le plus court des mois.',
    },
    sport: 'foot',
    active: true,
    teams: false,
    referralPage: false,
    map: 'february-trails',
    dates: {
      raceStartDate: '2024-02-01',
      raceEndDate: '2024-02-29',
      userStartDate: '2024-02-01',
      userEndDate: '2024-02-29',
      early_start: '2023-12-01',
      early_end: '2024-01-15',
      regular_start: '2024-01-16',
      regular_end: '2024-02-29',
    },
    images: imagesFor('feb24'),
    bibLink: bib('feb24'),
    fbLink: community('february24'),
    finisherLink: finisher('feb24'),
    legs: [
      leg('price_feb24_126km', 126, 4900, 5900, {
        label: 'Trails Leg (11 trails)',
        frName: (km) => `Parcours des sentiers de ${km} (11 sentiers)`,
      }),
    ],
  },
  {
    productId: 'prod_newyearrun',
    url: 'newyearrun',
    name: 'New Year Run',
    description:
      'Start the year on your feet: 100 km in the first weeks of the year, at your own pace.',
    fr: {
      name: 'Course du Nouvel An',
      description:
        'Commencez l’année du bon pied\u00a0: 100\u202fkm dans les premières semaines de l’année, à votre rythme.',
    },
    sport: 'foot',
    active: true,
    teams: false,
    referralPage: false,
    dates: 'upcoming',
    map: 'celebrate-canada',
    images: { ...imagesFor('tbcr2025'), logo: '/images/newyearrun-logo.svg' },
    bibLink: bib('newyearrun'),
    fbLink: community('newyearrun'),
    finisherLink: finisher('newyearrun'),
    legs: [leg('price_newyearrun_100km', 100, 3900, 4900)],
  },
  {
    productId: 'prod_oldchallenge2022',
    url: 'oldchallenge2022',
    name: 'Canada Day Challenge 2022',
    description: 'A past challenge, no longer open for registration.',
    fr: {
      name: 'Défi de la fête du Canada 2022',
      description: 'Un défi passé, fermé aux inscriptions.',
    },
    sport: 'foot',
    active: false,
    teams: false,
    referralPage: false,
    map: 'celebrate-canada',
    dates: {
      raceStartDate: '2022-04-15',
      raceEndDate: '2022-07-01',
      userStartDate: '2022-04-15',
      userEndDate: '2022-07-01',
      early_start: '2022-03-01',
      early_end: '2022-03-31',
      regular_start: '2022-04-01',
      regular_end: '2022-07-01',
    },
    images: {
      logo: '/images/oldchallenge2022-logo.svg',
      banner: '/images/oldchallenge2022-logo.svg',
      background: '/images/checkout-background-default.svg',
      backgroundMobile: '/images/checkout-background-default.svg',
      finisherBadge: '/images/oldchallenge2022-logo.svg',
    },
    bibLink: bib('oldchallenge2022'),
    fbLink: community('oldchallenge2022'),
    finisherLink: finisher('oldchallenge2022'),
    legs: [leg('price_old22_156km', 156, 5900, 6900, { inactive: true })],
  },
];

/**
 * The race and leg a leg id belongs to.
 * @param {string} legId
 * @returns {{ race: RaceDef, leg: LegDef }}
 */
export function legById(legId) {
  for (const race of RACES) {
    const found = race.legs.find((l) => l.id === legId);
    if (found) return { race, leg: found };
  }
  throw new Error(`Unknown leg ${legId}`);
}

/**
 * Milestones document id of a leg: the leg id without 'price_'.
 * @param {string} legId
 * @returns {string}
 */
export function milestonesIdFor(legId) {
  return legId.replace(/^price_/, '');
}
