/**
 * The whole demo data set for a given `now`: every Firestore document and Auth user.
 * Pure: no I/O. scripts/seed.mjs writes it to the emulators.
 */
import { buildCatalogue } from './catalogue.mjs';
import { buildGarminLinks } from './garmin-links.mjs';
import { buildGiftCodes, buildOptions, buildReferrals } from './options.mjs';
import { buildOrganisers } from './organisers.mjs';
import { buildParticipants } from './participants.mjs';
import { buildRaces } from './races.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */
/** @typedef {import('./types.mjs').SeedAuthUser} SeedAuthUser */

/**
 * @param {Date} now
 * @returns {{ docs: SeedDoc[], authUsers: SeedAuthUser[] }}
 */
export function buildSeed(now) {
  const participants = buildParticipants(now);
  const organisers = buildOrganisers(now);
  const docs = [
    ...buildCatalogue(now),
    ...buildRaces(now),
    ...buildOptions(),
    ...buildGiftCodes(now),
    ...buildReferrals(),
    ...participants.docs,
    ...buildGarminLinks(now),
    ...organisers.docs,
  ];
  const seen = new Set();
  for (const doc of docs) {
    if (seen.has(doc.path)) throw new Error(`Duplicate seed document ${doc.path}`);
    seen.add(doc.path);
  }
  return { docs, authUsers: [...participants.authUsers, ...organisers.authUsers] };
}
