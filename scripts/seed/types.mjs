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
 */

export {};
