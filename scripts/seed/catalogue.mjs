/**
 * The Stripe-extension catalogue: race products and their legs (prices), the service fee,
 * the extras, and stripe_products/{raceId}. Layout: docs/data-model.md.
 */
import { RACES, raceDates } from './race-defs.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */

/**
 * @param {string} productId
 * @param {string} priceId
 * @param {{ amount: number, description: string, fr?: { description: string }, active?: boolean, metadata?: Record<string, string> }} price
 * @returns {SeedDoc}
 */
function priceDoc(productId, priceId, price) {
  return {
    path: `products/${productId}/prices/${priceId}`,
    data: {
      active: price.active ?? true,
      currency: 'cad',
      unit_amount: price.amount,
      type: 'one_time',
      description: price.description,
      ...(price.fr ? { fr: price.fr } : {}),
      tax_behavior: 'exclusive',
      metadata: { doc_id: priceId, ...price.metadata },
    },
  };
}

/**
 * Race products, their legs and stripe_products/{raceId}.
 * @param {Date} now
 * @returns {SeedDoc[]}
 */
function buildRaceProducts(now) {
  return RACES.flatMap((race) => {
    const dates = raceDates(race, now);
    const metadata = {
      type: 'race',
      url: race.url,
      sport: race.sport,
      ...dates,
      teams: race.teams ? 'true' : 'false',
      checkoutBanner: race.images.banner,
      checkoutBackground: race.images.background,
      checkoutBackgroundMobile: race.images.backgroundMobile,
      bib_link: race.bibLink,
      fb_link: race.fbLink,
    };
    /** @type {SeedDoc} */
    const product = {
      path: `products/${race.productId}`,
      data: {
        name: race.name,
        description: race.description,
        fr: race.fr,
        active: race.active,
        images: [race.images.logo],
        role: 'race',
        metadata,
        stripe_metadata_url: race.url,
        stripe_metadata_type: 'race',
        stripe_metadata_referralPage: race.referralPage ? 'true' : 'false',
        stripe_metadata_userStartDate: dates.userStartDate,
        stripe_metadata_userEndDate: dates.userEndDate,
      },
    };
    const prices = race.legs.map((leg) =>
      priceDoc(race.productId, leg.id, {
        amount: leg.regular,
        description: leg.legName,
        fr: { description: leg.fr.legName },
        active: !leg.inactive,
        metadata: {
          description: leg.description,
          early_price: String(leg.early),
          regular_price: String(leg.regular),
          distance: String(leg.distance),
        },
      }),
    );
    /** @type {SeedDoc} */
    const stripeProduct = {
      path: `stripe_products/${race.productId}`,
      data: { metadata: { bib_link: race.bibLink, fb_link: race.fbLink } },
    };
    return [product, ...prices, stripeProduct];
  });
}

/**
 * products/prod_service_fee: the checkout uses its highest-priced price as the base fee.
 * @returns {SeedDoc[]}
 */
export function buildServiceFee() {
  const productId = 'prod_service_fee';
  return [
    {
      path: `products/${productId}`,
      data: {
        name: 'Service Fee',
        description: 'Covers payment processing, medal packaging and shipping within Canada.',
        active: true,
        images: [],
        role: 'fee',
        metadata: { type: 'fee' },
        stripe_metadata_type: 'fee',
        stripe_metadata_referralPage: 'false',
      },
    },
    priceDoc(productId, 'price_service_fee_base', { amount: 300, description: 'Service fee' }),
    priceDoc(productId, 'price_service_fee_reduced', {
      amount: 150,
      description: 'Reduced service fee',
    }),
  ];
}

/**
 * @typedef {object} ExtraDef
 * @property {string} id
 * @property {string} name
 * @property {string} description
 * @property {string} extraInfo
 * @property {string} cta
 * @property {{ name: string, description: string, extra_info: string, cta: string }} fr the same in Canadian French
 * @property {string[]} images
 * @property {boolean} referralPage
 * @property {{ id: string, amount: number, description: string, fr: { description: string }, active?: boolean }[]} prices
 */

/** @type {readonly ExtraDef[]} */
const EXTRAS = [
  {
    id: 'prod_socks',
    name: 'Maple Leaf Socks',
    referralPage: true,
    description: 'Red merino running socks with a white maple leaf on each ankle.',
    extraInfo: 'One size fits most (women 7-11, men 6-10).',
    cta: 'Add the socks',
    fr: {
      name: 'Bas feuille d’érable',
      description:
        'Bas de course rouges en mérinos, une feuille d’érable blanche à chaque cheville.',
      extra_info: 'Taille unique pour la plupart (femmes 7-11, hommes 6-10).',
      cta: 'Ajouter les bas',
    },
    images: ['/images/socks.svg'],
    prices: [
      {
        id: 'price_socks_pair',
        amount: 1800,
        description: 'One pair',
        fr: { description: 'Une paire' },
      },
      {
        id: 'price_socks_three_pairs',
        amount: 4500,
        description: 'Three pairs',
        fr: { description: 'Trois paires' },
      },
      {
        id: 'price_socks_2023',
        amount: 1200,
        description: 'One pair (2023 price)',
        fr: { description: 'Une paire (prix 2023)' },
        active: false,
      },
    ],
  },
  {
    id: 'prod_toque',
    name: 'Trans-Canada Toque',
    referralPage: false,
    description: 'A warm knit toque for winter kilometres, embroidered with the route.',
    extraInfo: 'Acrylic and wool blend, one size.',
    cta: 'Stay warm',
    fr: {
      name: 'Tuque transcanadienne',
      description:
        'Une tuque tricotée bien chaude pour vos kilomètres d’hiver, brodée du parcours.',
      extra_info: 'Mélange d’acrylique et de laine, taille unique.',
      cta: 'Restez au chaud',
    },
    images: ['/images/toque.svg'],
    prices: [
      {
        id: 'price_toque_classic',
        amount: 2800,
        description: 'Classic toque',
        fr: { description: 'Tuque classique' },
      },
      {
        id: 'price_toque_pompom',
        amount: 3200,
        description: 'Toque with pompom',
        fr: { description: 'Tuque à pompon' },
      },
    ],
  },
  {
    id: 'prod_medal_hanger',
    name: 'Medal Hanger',
    referralPage: false,
    description: 'A powder-coated steel hanger shaped like the map of Canada, for all your medals.',
    extraInfo: 'Holds up to 24 medals; screws included.',
    cta: 'Show off your medals',
    fr: {
      name: 'Support à médailles',
      description:
        'Un support en acier à revêtement en poudre, en forme de carte du Canada, pour toutes vos médailles.',
      extra_info: 'Jusqu’à 24 médailles; vis incluses.',
      cta: 'Mettez vos médailles en valeur',
    },
    images: ['/images/medal-hanger.svg'],
    prices: [
      {
        id: 'price_medal_hanger_single',
        amount: 3500,
        description: 'Single row',
        fr: { description: 'Une rangée' },
      },
      {
        id: 'price_medal_hanger_double',
        amount: 5500,
        description: 'Double row',
        fr: { description: 'Deux rangées' },
      },
    ],
  },
];

/** @returns {SeedDoc[]} */
export function buildExtras() {
  return EXTRAS.flatMap((extra) => [
    {
      path: `products/${extra.id}`,
      data: {
        name: extra.name,
        description: extra.description,
        fr: extra.fr,
        active: true,
        images: extra.images,
        role: 'product',
        metadata: { type: 'product', extra_info: extra.extraInfo, cta: extra.cta },
        stripe_metadata_type: 'product',
        stripe_metadata_referralPage: extra.referralPage ? 'true' : 'false',
      },
    },
    ...extra.prices.map((price) => priceDoc(extra.id, price.id, price)),
  ]);
}

/**
 * @param {Date} now
 * @returns {SeedDoc[]}
 */
export function buildCatalogue(now) {
  return [...buildRaceProducts(now), ...buildServiceFee(), ...buildExtras()];
}
