import { describe, expect, it } from 'vitest';
import { GARMIN_OAUTH1_UID } from './garmin-links.mjs';
import { buildSeed } from './index.mjs';

describe("the demo data's Garmin link made through OAuth 1.0a", () => {
  const { docs } = buildSeed(new Date('2026-11-28T10:00:00Z'));
  const doc = (path) => docs.find((d) => d.path === path)?.data;

  it('links Florence (demo-p47) with an OAuth 1 pair the stand-in knows, for the migration to move', () => {
    const garmin = doc(`oauth_tokens/${GARMIN_OAUTH1_UID}`)?.garmin;
    expect(Object.keys(garmin).sort()).toEqual([
      'connectedAtMs',
      'garminUserId',
      'token',
      'tokenSecret',
    ]);
    expect(doc(`tracker_links/garmin_${garmin.garminUserId}`)).toEqual({
      uid: GARMIN_OAUTH1_UID,
      provider: 'garmin',
      providerUserId: garmin.garminUserId,
    });
    expect(doc(`local_provider/garmin/accessTokens/${garmin.token}`)).toEqual({
      userId: garmin.garminUserId,
      revoked: false,
      tokenSecret: garmin.tokenSecret,
    });
    expect(doc(`local_provider/garmin/users/${garmin.garminUserId}`)).toMatchObject({
      accessToken: garmin.token,
      oauth1: true,
    });
    expect(doc(`users/${GARMIN_OAUTH1_UID}`)).toMatchObject({
      email: 'p47@demo.test',
      garminAccount: { activeToggle: 'activities' },
    });
  });
});
