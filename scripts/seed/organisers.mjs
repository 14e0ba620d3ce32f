/**
 * The demo organiser (docs/organiser-console.md): organiser@demo.test / demo-pass-1, an Auth
 * user with the custom claim `admin: true`, which opens /organiser and the organiser callables.
 * Her users/{uid} has a profile and no registration, as an organiser who never raced.
 */
import { DEMO_PASSWORD } from './people.mjs';
import { addDays, startOfUtcDay } from './util.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */
/** @typedef {import('./types.mjs').SeedAuthUser} SeedAuthUser */

export const DEMO_ORGANISER_UID = 'demo-organiser';
export const DEMO_ORGANISER_EMAIL = 'organiser@demo.test';

/**
 * @param {Date} now
 * @returns {{ docs: SeedDoc[], authUsers: SeedAuthUser[] }}
 */
export function buildOrganisers(now) {
  // From the day, not the hour: the seed is the same whenever in the day it runs.
  const createdAt = addDays(startOfUtcDay(now), -90);
  return {
    docs: [
      {
        path: `users/${DEMO_ORGANISER_UID}`,
        data: {
          email: DEMO_ORGANISER_EMAIL,
          createdAt,
          agreedToTerms: true,
          subscribedRaces: {},
        },
      },
    ],
    authUsers: [
      {
        uid: DEMO_ORGANISER_UID,
        email: DEMO_ORGANISER_EMAIL,
        password: DEMO_PASSWORD,
        displayName: 'Olivia Organiser',
        emailVerified: true,
        customClaims: { admin: true },
      },
    ],
  };
}
