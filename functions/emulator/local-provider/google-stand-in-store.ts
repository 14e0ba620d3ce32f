/**
 * Google's OAuth 2.0 as the stand-in plays it for Fitbit's data (emulator only; server-only
 * paths): local_provider/google {tokenLifetimeSeconds} and its subcollections tokens (access and
 * refresh tokens: the healthUserId they speak for and the scope) and grants (one per healthUserId:
 * whether her grant to our app stands, and what revoked it). A refresh keeps the refresh token,
 * as Google's does; revoking any token of a grant ends the grant and every token of it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { StandInGrant } from './oauth2-stand-in';

export const GOOGLE_ROOT = 'local_provider/google';

const tokens = (db: Firestore) => db.collection(`${GOOGLE_ROOT}/tokens`);
export const grants = (db: Firestore) => db.collection(`${GOOGLE_ROOT}/grants`);

interface StoredToken {
  readonly healthUserId: string;
  readonly kind: 'access' | 'refresh';
  readonly scope: string;
  /** ms; access tokens only. */
  readonly expiresAtMs: number | null;
}

/** A Google Health user id: digits, as healthUserId looks. */
export function newHealthUserId(): string {
  return String(randomInt(10 ** 12, 10 ** 13 - 1));
}

const secret = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

async function lifetimeMs(db: Firestore): Promise<number> {
  const seconds = (await db.doc(GOOGLE_ROOT).get()).get('tokenLifetimeSeconds') as unknown;
  return (typeof seconds === 'number' && seconds > 0 ? seconds : 3600) * 1000;
}

async function accessToken(db: Firestore, healthUserId: string, scope: string) {
  const token = secret('ya29.local-');
  const expiresAtMs = Date.now() + (await lifetimeMs(db));
  await tokens(db)
    .doc(token)
    .set({ healthUserId, kind: 'access', scope, expiresAtMs } satisfies StoredToken);
  return { token, expiresAtMs };
}

/** The code grant: a refresh token and an access token; her grant stands (again). */
export async function issueGoogleTokens(
  db: Firestore,
  healthUserId: string,
  scope: string,
): Promise<StandInGrant> {
  const refreshToken = secret('1-local-');
  await tokens(db)
    .doc(refreshToken)
    .set({ healthUserId, kind: 'refresh', scope, expiresAtMs: null } satisfies StoredToken);
  await grants(db).doc(healthUserId).set({ standing: true, scope, grantedAtMs: Date.now() });
  const access = await accessToken(db, healthUserId, scope);
  return {
    accountId: healthUserId,
    scope,
    accessToken: access.token,
    refreshToken,
    expiresAtMs: access.expiresAtMs,
  };
}

async function standing(db: Firestore, healthUserId: string): Promise<boolean> {
  return (await grants(db).doc(healthUserId).get()).get('standing') === true;
}

/** A new access token for a refresh token of a standing grant; null otherwise (invalid_grant). */
export async function refreshGoogleTokens(
  db: Firestore,
  refreshToken: string,
): Promise<StandInGrant | null> {
  if (!/^[A-Za-z0-9._-]{1,120}$/.test(refreshToken)) return null;
  const stored = (await tokens(db).doc(refreshToken).get()).data() as StoredToken | undefined;
  if (!stored || stored.kind !== 'refresh' || !(await standing(db, stored.healthUserId)))
    return null;
  const access = await accessToken(db, stored.healthUserId, stored.scope);
  return {
    accountId: stored.healthUserId,
    scope: stored.scope,
    accessToken: access.token,
    refreshToken,
    expiresAtMs: access.expiresAtMs,
  };
}

/** Revokes the grant a token belongs to; false for a token Google does not know (400). */
export async function revokeGoogleToken(db: Firestore, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9._-]{1,120}$/.test(token)) return false;
  const stored = (await tokens(db).doc(token).get()).data() as StoredToken | undefined;
  if (!stored || !(await standing(db, stored.healthUserId))) return false;
  await grants(db)
    .doc(stored.healthUserId)
    .set({ standing: false, revokedAtMs: Date.now() }, { merge: true });
  return true;
}

/** The user an access token speaks for, with whether it may read activity; null when not valid now. */
export async function googleBearer(
  db: Firestore,
  token: string,
): Promise<{ readonly healthUserId: string; readonly activity: boolean } | null> {
  if (!/^[A-Za-z0-9._-]{1,120}$/.test(token)) return null;
  const stored = (await tokens(db).doc(token).get()).data() as StoredToken | undefined;
  if (!stored || stored.kind !== 'access' || (stored.expiresAtMs ?? 0) <= Date.now()) return null;
  if (!(await standing(db, stored.healthUserId))) return null;
  return {
    healthUserId: stored.healthUserId,
    activity: stored.scope
      .split(' ')
      .includes('https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly'),
  };
}

export { standing as googleGrantStands };
