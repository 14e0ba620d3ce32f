/**
 * The Garmin stand-in's state (emulator only, server-only paths: firestore.rules denies every
 * client): local_provider/garmin (test hooks) and its subcollections accessTokens,
 * refreshTokens, users, summaries, deliveries.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const ROOT = 'local_provider/garmin';

/** An access token: OAuth 2.0 (bearer, 24 h) or an OAuth 1.0a pair made before the move. */
export interface StandInAccessToken {
  readonly userId: string;
  readonly revoked: boolean;
  /** OAuth 1.0a only: the token's secret (its requests are signed). */
  readonly tokenSecret?: string;
  /** OAuth 2.0 only. */
  readonly expiresAtMs?: number;
}

export interface StandInRefreshToken {
  readonly userId: string;
  readonly used: boolean;
  readonly expiresAtMs: number;
}

export interface StandInGarminUser {
  readonly id: string;
  /** The user's registration with our app: its current access token, or null once deregistered. */
  readonly accessToken: string | null;
  /** Whether that token is an OAuth 1.0a one (its pushes still name it, as Garmin's did). */
  readonly oauth1?: boolean;
  /** The permissions she gives our app in Garmin Connect (ACTIVITY_EXPORT, HEALTH_EXPORT). */
  readonly permissions?: readonly string[];
}

export interface StandInSummary {
  readonly summaryId: string;
  readonly userId: string;
  readonly kind: 'activity' | 'daily';
  readonly summary: Readonly<Record<string, unknown>>;
  readonly atMs: number;
}

export const ALL_PERMISSIONS = ['ACTIVITY_EXPORT', 'HEALTH_EXPORT'] as const;
/** Garmin's lifetimes: a 24 h access token, a refresh token of about 90 days. */
export const ACCESS_LIFETIME_S = 86_400;
export const REFRESH_LIFETIME_S = 7_775_998;

export const col = (
  db: Firestore,
  name: 'accessTokens' | 'refreshTokens' | 'users' | 'summaries' | 'deliveries',
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

/** The user's registration ends: her tokens stop working and no more pushes are sent. */
export async function deregister(db: Firestore, userId: string): Promise<void> {
  const tokens = await col(db, 'accessTokens')
    .where('userId', '==', userId)
    .where('revoked', '==', false)
    .get();
  const batch = db.batch();
  for (const doc of tokens.docs) batch.update(doc.ref, { revoked: true });
  batch.set(col(db, 'users').doc(userId), { accessToken: null }, { merge: true });
  await batch.commit();
}

/** New OAuth 2.0 tokens for a user (a code grant, a refresh or the OAuth 1 exchange). */
export async function issueOAuth2(db: Firestore, userId: string, nowMs = Date.now()) {
  const accessToken = newSecret('local-garmin-access-');
  const refreshToken = newSecret('local-garmin-refresh-');
  const batch = db.batch();
  batch.set(col(db, 'accessTokens').doc(accessToken), {
    userId,
    revoked: false,
    expiresAtMs: nowMs + ACCESS_LIFETIME_S * 1000,
  } satisfies StandInAccessToken);
  batch.set(col(db, 'refreshTokens').doc(refreshToken), {
    userId,
    used: false,
    expiresAtMs: nowMs + REFRESH_LIFETIME_S * 1000,
  } satisfies StandInRefreshToken);
  batch.set(
    col(db, 'users').doc(userId),
    { id: userId, accessToken, oauth1: false },
    { merge: true },
  );
  await batch.commit();
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_LIFETIME_S,
    refresh_token_expires_in: REFRESH_LIFETIME_S,
  };
}
