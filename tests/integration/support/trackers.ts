/**
 * What a tracker connection is made of on our side (docs/trackers.md, "Storage"): the
 * participant's tokens, the link from the provider account, and the account field of the user
 * document. A test compares it before and after an event to show nothing changed.
 */
import type { Firestore } from 'firebase-admin/firestore';

type Provider = 'strava' | 'fitbit' | 'garmin';

const ACCOUNT_FIELD: Record<Provider, string> = {
  strava: 'stravaAccount',
  fitbit: 'fitbitAccount',
  garmin: 'garminAccount',
};

export interface Connection {
  readonly tokens: unknown;
  readonly link: unknown;
  readonly account: unknown;
}

export async function connectionOf(
  db: Firestore,
  uid: string,
  provider: Provider,
  providerUserId: string,
): Promise<Connection> {
  const [tokens, link, user] = await Promise.all([
    db.doc(`oauth_tokens/${uid}`).get(),
    db.doc(`tracker_links/${provider}_${providerUserId}`).get(),
    db.doc(`users/${uid}`).get(),
  ]);
  return {
    tokens: tokens.data()?.[provider],
    link: link.data(),
    account: user.data()?.[ACCOUNT_FIELD[provider]],
  };
}
