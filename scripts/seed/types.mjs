/**
 * Shared JSDoc types of the seed. Builders return plain documents; Date values become
 * Firestore Timestamps when scripts/seed.mjs writes them.
 */

/**
 * @typedef {object} SeedDoc
 * @property {string} path full document path, e.g. 'products/prod_tbcr2025'
 * @property {Record<string, any>} data
 */

/**
 * @typedef {object} SeedAuthUser
 * @property {string} uid
 * @property {string} email
 * @property {string} password
 * @property {string} displayName
 * @property {boolean} emailVerified
 * @property {Record<string, unknown>} [customClaims] e.g. the organisers' `{ admin: true }`
 */

/**
 * @typedef {object} RaceDates all 'YYYY-MM-DD'
 * @property {string} raceStartDate
 * @property {string} raceEndDate
 * @property {string} userStartDate
 * @property {string} userEndDate
 * @property {string} early_start
 * @property {string} early_end
 * @property {string} regular_start
 * @property {string} regular_end
 */

/**
 * @typedef {object} LegDef
 * @property {string} id price id, starts with 'price_'
 * @property {number} distance km
 * @property {string} legName e.g. '1,000 km Leg'
 * @property {number} early early-bird price, cents
 * @property {number} regular regular price, cents
 * @property {string} description
 * @property {{ legName: string, description: string }} fr the same in Canadian French
 * @property {boolean} [inactive] an old price kept in Stripe but no longer sold
 */

/**
 * @typedef {object} RaceImages absolute paths under /images
 * @property {string} logo
 * @property {string} banner checkout banner
 * @property {string} background checkout background (desktop)
 * @property {string} backgroundMobile
 * @property {string} finisherBadge
 */

/**
 * @typedef {object} RaceDef
 * @property {string} productId
 * @property {string} url the registration path segment (metadata.url)
 * @property {string} name
 * @property {string} description
 * @property {{ name: string, description: string }} fr the same in Canadian French
 * @property {'foot' | 'ride'} sport run and walk, or the ride challenge: which tracker types count
 *   (src/contract/race-sport.ts); catalogue metadata `sport`, copied onto races/{legId} and raceInfo
 * @property {boolean} active
 * @property {boolean} teams
 * @property {boolean} referralPage
 * @property {'active' | 'upcoming' | RaceDates} dates 'active' = running now, 'upcoming' = starts in 40 days (relative to `now`)
 * @property {string} map KML file name under /kml, without extension
 * @property {RaceImages} images
 * @property {string} bibLink
 * @property {string} fbLink
 * @property {string} finisherLink
 * @property {LegDef[]} legs
 */

export {};
