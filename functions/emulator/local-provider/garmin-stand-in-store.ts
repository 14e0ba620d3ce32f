/**
 * The Garmin stand-in's state (emulator only, server-only paths: firestore.rules denies every
 * client): local_provider/garmin and its subcollections requestTokens, accessTokens, users,
 * summaries, deliveries.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const ROOT = 'local_provider/garmin';

export interface StandInRequestToken {
  readonly tokenSecret: string;
  /** oauth_callback of the request-token step: where the confirmation page returns. */
  readonly callback: string;
  readonly createdAtMs: number;
  /** Set by Authorize on the confirmation page. */
  readonly userId: string | null;
  readonly verifier: string | null;
  readonly used: boolean;
}

export interface StandInAccessToken {
  readonly tokenSecret: string;
  readonly userId: string;
  readonly revoked: boolean;
}

export interface StandInGarminUser {
  readonly id: string;
  /** The user's registration with our app: its access token, or null once deregistered. */
  readonly accessToken: string | null;
}

export interface StandInSummary {
  readonly summaryId: string;
  readonly userId: string;
  readonly kind: 'activity' | 'daily';
  readonly summary: Readonly<Record<string, unknown>>;
  readonly atMs: number;
}

export const col = (
  db: Firestore,
  name: 'requestTokens' | 'accessTokens' | 'users' | 'summaries' | 'deliveries',
) => db.collection(`${ROOT}/${name}`);

export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/** A Garmin-like user id (32 hex digits). */
export function newGarminUserId(): string {
  return randomBytes(16).toString('hex');
}

/** A Garmin-like activity summary id (a large number), unlikely to repeat. */
export function newSummaryId(): string {
  return String(randomInt(10 ** 9, 10 ** 11 - 1));
}

/** The user's registration ends: the access token stops working and no more pushes are sent. */
export async function deregister(db: Firestore, userId: string): Promise<void> {
  const tokens = await col(db, 'accessTokens')
    .where('userId', '==', userId)
    .where('revoked', '==', false)
    .get();
  const batch = db.batch();
  for (const doc of tokens.docs) batch.update(doc.ref, { revoked: true });
  batch.set(col(db, 'users').doc(userId), {
    id: userId,
    accessToken: null,
  } satisfies StandInGarminUser);
  await batch.commit();
}
