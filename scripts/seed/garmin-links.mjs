/**
 * Demo data of a Garmin link made through OAuth 1.0a before Garmin's move to OAuth 2.0
 * (docs/trackers-fitbit-garmin.md, "Moving the OAuth 1 links"): Florence Leblanc (demo-p47,
 * p47@demo.test) is linked with an OAuth 1 token pair that the local Garmin stand-in knows, so
 * `npm run trackers:migrate-garmin -- --apply` has a link to move. The integration tests build
 * their own such links with `garminOAuth1LinkDocs`. Pure.
 */

import { startOfUtcDay } from './util.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */

export const GARMIN_OAUTH1_UID = 'demo-p47';
const GARMIN_OAUTH1_USER_ID = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

/**
 * Every document of one OAuth 1 link: ours (tokens, link; the user document's garminAccount is
 * the caller's) and the stand-in's (its user and her OAuth 1 access token).
 * @param {{ uid: string, garminUserId: string, token: string, tokenSecret: string, connectedAtMs: number }} link
 * @returns {SeedDoc[]}
 */
export function garminOAuth1LinkDocs({ uid, garminUserId, token, tokenSecret, connectedAtMs }) {
  return [
    {
      path: `oauth_tokens/${uid}`,
      data: { garmin: { garminUserId, token, tokenSecret, connectedAtMs } },
    },
    {
      path: `tracker_links/garmin_${garminUserId}`,
      data: { uid, provider: 'garmin', providerUserId: garminUserId },
    },
    {
      path: `local_provider/garmin/users/${garminUserId}`,
      data: {
        id: garminUserId,
        accessToken: token,
        oauth1: true,
        permissions: ['ACTIVITY_EXPORT', 'HEALTH_EXPORT'],
      },
    },
    {
      path: `local_provider/garmin/accessTokens/${token}`,
      data: { userId: garminUserId, revoked: false, tokenSecret },
    },
  ];
}

/** The users/{uid} field of a Garmin link (docs/trackers.md, "Storage"). */
export const GARMIN_ACCOUNT = { activeToggle: 'activities' };

/**
 * @param {Date} now
 * @returns {SeedDoc[]}
 */
export function buildGarminLinks(now) {
  return garminOAuth1LinkDocs({
    uid: GARMIN_OAUTH1_UID,
    garminUserId: GARMIN_OAUTH1_USER_ID,
    token: 'local-garmin-oauth1-demo-p47',
    tokenSecret: 'local-garmin-oauth1-secret-demo-p47',
    // The same for the whole day (the seed is deterministic per day): 30 days before today.
    connectedAtMs: startOfUtcDay(now).getTime() - 30 * 86_400_000,
  });
}
