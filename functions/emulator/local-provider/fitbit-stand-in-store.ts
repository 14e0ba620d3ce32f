/**
 * The Fitbit stand-in's state (emulator only, server-only paths: firestore.rules denies every
 * client): local_provider/fitbit {tokenLifetimeSeconds} and its subcollections codes, tokens,
 * users, logs, subscriptions, deliveries.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const ROOT = 'local_provider/fitbit';

export interface StandInFitbitUser {
  readonly id: string;
  /** Whether the user's grant to our app stands (false after a revoke). */
  readonly authorized: boolean;
  readonly scope: string;
}

export interface StandInLog {
  readonly logId: string;
  readonly userId: string;
  readonly activityName: string;
  readonly startMs: number;
  readonly distanceKm: number;
  readonly durationMs: number;
}

export interface StandInToken {
  readonly userId: string;
  readonly kind: 'access' | 'refresh';
  readonly scope: string;
  /** ms; access tokens only. */
  readonly expiresAtMs: number | null;
  readonly revoked: boolean;
  /** A refresh token once used: what it was exchanged for (Fitbit answers the same again for two minutes). */
  readonly usedAtMs?: number;
  readonly replacedBy?: {
    readonly accessToken: string;
    readonly refreshToken: string;
    readonly expiresAtMs: number;
  };
}

export interface StandInSubscription {
  readonly userId: string;
  readonly subscriptionId: string;
}

export const col = (
  db: Firestore,
  name: 'codes' | 'tokens' | 'users' | 'logs' | 'subscriptions' | 'deliveries',
) => db.collection(`${ROOT}/${name}`);

export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/** A Fitbit-like encoded user id: six characters, digits and capitals. */
export function newUserId(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A Fitbit-like log id (a large number), unlikely to repeat. */
export function newLogId(): string {
  return String(randomInt(10 ** 10, 10 ** 12 - 1));
}

/** How long new access tokens live (8 h like Fitbit's, unless a test shortens it). */
export async function tokenLifetimeMs(db: Firestore): Promise<number> {
  const seconds = (await db.doc(ROOT).get()).data()?.tokenLifetimeSeconds;
  return (typeof seconds === 'number' && seconds > 0 ? seconds : 8 * 3600) * 1000;
}

export async function issueTokens(db: Firestore, userId: string, scope: string) {
  const accessToken = newSecret('local-fitbit-access-');
  const refreshToken = newSecret('local-fitbit-refresh-');
  const expiresAtMs = Date.now() + (await tokenLifetimeMs(db));
  const batch = db.batch();
  batch.set(col(db, 'tokens').doc(accessToken), {
    userId,
    kind: 'access',
    scope,
    expiresAtMs,
    revoked: false,
  } satisfies StandInToken);
  batch.set(col(db, 'tokens').doc(refreshToken), {
    userId,
    kind: 'refresh',
    scope,
    expiresAtMs: null,
    revoked: false,
  } satisfies StandInToken);
  await batch.commit();
  return { accessToken, refreshToken, expiresAtMs };
}

/** A token that may be used now, or null (unknown, revoked, expired, or the user revoked the app). */
export async function validToken(
  db: Firestore,
  token: string,
  kind: StandInToken['kind'],
): Promise<(StandInToken & { id: string }) | null> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(token)) return null;
  const data = (await col(db, 'tokens').doc(token).get()).data() as StandInToken | undefined;
  if (!data || data.kind !== kind || data.revoked) return null;
  if (kind === 'access' && (data.expiresAtMs === null || data.expiresAtMs <= Date.now()))
    return null;
  const user = (await col(db, 'users').doc(data.userId).get()).data() as
    StandInFitbitUser | undefined;
  return user?.authorized ? { ...data, id: token } : null;
}

/** The user revokes our app (or we do): every token ends, the subscriptions go. */
export async function revokeUser(db: Firestore, userId: string): Promise<void> {
  const [tokens, subscriptions] = await Promise.all([
    col(db, 'tokens').where('userId', '==', userId).where('revoked', '==', false).get(),
    col(db, 'subscriptions').where('userId', '==', userId).get(),
  ]);
  const batch = db.batch();
  for (const doc of tokens.docs) batch.update(doc.ref, { revoked: true });
  for (const doc of subscriptions.docs) batch.delete(doc.ref);
  batch.set(col(db, 'users').doc(userId), { authorized: false }, { merge: true });
  await batch.commit();
}
