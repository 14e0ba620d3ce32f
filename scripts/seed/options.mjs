/**
 * options/*, gift codes, the demo runner's referral link and referral counts.
 */
import {
  DEMO_REFERRAL_LINK,
  DEMO_RUNNER,
  GIFT_CODES,
  GIFT_REDEEMER_UID,
  participant,
} from './people.mjs';
import { RACES } from './race-defs.mjs';
import { addDays, startOfUtcDay } from './util.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */

/** Referral reward tiers (docs/product.md §P9): the demo runner sits between Socks (5) and Toque (10). */
const DEMO_REFERRAL_COUNTS = {
  price_tbcr25_1000km: 3,
  price_tbcr25_250km: 1,
  price_ccc_c_156km: 2,
};

/** Registrations of every race: what the demo promo codes take their discount from. */
const REGISTRATIONS = RACES.map((race) => race.productId);

/**
 * A promo code and its coupon, limited to registrations (never the fee, shipping or donation).
 * @param {string} code @param {string} promotionId @param {Record<string, unknown>} value @param {boolean} [active]
 * @returns {SeedDoc}
 */
function promoCode(code, promotionId, value, active = true) {
  return {
    path: `options/validPromoCodes/codes/${code}`,
    data: { promotionId, active, coupon: { ...value, applies_to: { products: REGISTRATIONS } } },
  };
}

/** Promo codes of the referral landing: `valid` for a known link, `fallback` for an unknown one. */
const REFERRAL_COUPONS = { valid: 'FRIEND5', fallback: 'CANADA5' };

/** @returns {SeedDoc[]} */
export function buildOptions() {
  /**
   * A charity, in English and Canadian French (`fr`, docs/i18n.md).
   * @param {string} key @param {string} name @param {string} description
   * @param {{ name: string, description: string }} fr @param {number} order @param {boolean} [active]
   */
  const charity = (key, name, description, fr, order, active = true) => [
    key,
    {
      active,
      name,
      description,
      image_url: `/images/charity-${key}.svg`,
      image_alt: `${name} logo`,
      fr: { ...fr, image_alt: `Logo\u00a0: ${fr.name}` },
      order,
    },
  ];
  return [
    {
      path: 'options/homeBanner',
      data: {
        image_link: '/register/thebigcanadarun2025',
        image_url: '/images/home-banner.svg',
        image_alt: 'The Big Canada Run 2025: register now and run across Canada',
        fr: {
          image_alt:
            'La Grande Course du Canada 2025\u00a0: inscrivez-vous maintenant et traversez le Canada à la course',
        },
      },
    },
    { path: 'options/cccSpotsLeft', data: { spotsLeft: 137 } },
    {
      path: 'options/checkoutCharities',
      data: Object.fromEntries([
        charity(
          'food-banks',
          'Community Food Banks',
          'Keeps local food bank shelves stocked across the country.',
          {
            name: 'Banques alimentaires communautaires',
            description: 'Garnit les tablettes des banques alimentaires locales partout au pays.',
          },
          1,
        ),
        charity(
          'trails',
          'Canadian Trails Fund',
          'Builds and maintains walking and cycling trails in every province.',
          {
            name: 'Fonds canadien des sentiers',
            description:
              'Aménage et entretient des sentiers de marche et de vélo dans chaque province.',
          },
          2,
        ),
        charity(
          'youth-sport',
          'Youth Sport Access',
          'Pays registration fees and gear for kids who want to play.',
          {
            name: 'Accès au sport pour les jeunes',
            description:
              'Paie les frais d’inscription et l’équipement des jeunes qui veulent jouer.',
          },
          3,
        ),
        charity(
          'literacy',
          'Northern Literacy Project',
          'Books for northern communities (campaign closed).',
          {
            name: 'Projet d’alphabétisation du Nord',
            description: 'Des livres pour les communautés du Nord (campagne terminée).',
          },
          4,
          false,
        ),
      ]),
    },
    // Each code carries its Stripe coupon (src/contract/promo-code.ts): what it is really worth.
    promoCode('RUNCANADA', 'promo_runcanada', { percent_off: 10 }),
    promoCode('MAPLE10', 'promo_maple10', { amount_off: 1000, currency: 'cad' }),
    promoCode('EXPIRED2024', 'promo_expired2024', { percent_off: 20 }, false),
    // The referral landing's two codes (docs/product.md §P4, §P9): the invitee's and the fallback for an
    // unknown link, each $5 off registration; options/referralCoupons says which is which.
    ...Object.values(REFERRAL_COUPONS).map((code) =>
      promoCode(code, `promo_${code.toLowerCase()}`, { amount_off: 500, currency: 'cad' }),
    ),
    { path: 'options/referralCoupons', data: { ...REFERRAL_COUPONS } },
  ];
}

/**
 * The demo runner's gift codes; GIFT-USED-1 was redeemed by someone else, who is recorded
 * where only the server reads (giftcode_redemptions, docs/security.md item 62), as redeemGiftCode does.
 * @param {Date} now
 * @returns {SeedDoc[]}
 */
export function buildGiftCodes(now) {
  const createdAt = addDays(startOfUtcDay(now), -50);
  const usedAt = addDays(createdAt, 3);
  const redeemer = participant(Number(GIFT_REDEEMER_UID.slice(-2)));
  const code = GIFT_CODES.used250;
  return [
    {
      path: `giftcodes/${GIFT_CODES.unused250}`,
      data: { used: false, legId: 'price_tbcr25_250km', createdAt, purchasedBy: DEMO_RUNNER.uid },
    },
    {
      path: `giftcodes/${GIFT_CODES.unused7000}`,
      data: { used: false, legId: 'price_tbcr25_7000km', createdAt, purchasedBy: DEMO_RUNNER.uid },
    },
    {
      path: `giftcodes/${code}`,
      data: {
        used: true,
        usedAt,
        legId: 'price_tbcr25_250km',
        createdAt,
        purchasedBy: DEMO_RUNNER.uid,
      },
    },
    {
      path: `giftcode_redemptions/${code}`,
      data: {
        usedBy: { email: redeemer.email, id: redeemer.uid },
        usedAt,
        legId: 'price_tbcr25_250km',
        paymentId: `gift_${code}`,
      },
    },
  ];
}

/** @returns {SeedDoc[]} */
export function buildReferrals() {
  const counts = DEMO_REFERRAL_COUNTS;
  return [
    {
      path: `referral_links/${DEMO_REFERRAL_LINK}`,
      data: { name: `${DEMO_RUNNER.firstName} ${DEMO_RUNNER.lastName}`, owner: DEMO_RUNNER.uid },
    },
    {
      path: `referrals/${DEMO_RUNNER.uid}`,
      data: { total: Object.values(counts).reduce((a, b) => a + b, 0), counts },
    },
  ];
}
