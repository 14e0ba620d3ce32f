/**
 * The Strava stand-in's state (emulator only, server-only paths: firestore.rules denies every
 * client): local_provider/strava {failNext, tokenLifetimeSeconds} and its subcollections
 * codes, tokens, athletes, activities, deliveries.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const ROOT = 'local_provider/strava';

/** The fault hook for tests: the next `count` API calls answer `status` (docs/trackers.md). */
export interface Fault {
  readonly status: number;
  readonly retryAfterSeconds: number | null;
}

export interface StandInAthlete {
  readonly id: string;
  readonly firstname: string;
  readonly lastname: string;
  /** Whether the athlete's grant to our app stands (false after a deauthorization). */
  readonly authorized: boolean;
  readonly scope: string;
}

export interface StandInActivity {
  readonly id: string;
  readonly athleteId: string;
  readonly name: string;
  readonly sportType: string;
  readonly distanceMetres: number;
  readonly startMs: number;
  /** The athlete's offset from UTC at the start, in seconds (Strava's utc_offset); Toronto's when absent. */
  readonly utcOffsetSeconds?: number;
  readonly movingSeconds: number;
}

export interface StandInToken {
  readonly athleteId: string;
  readonly kind: 'access' | 'refresh';
  readonly scope: string;
  /** ms; access tokens only. */
  readonly expiresAtMs: number | null;
  readonly grant: 'authorization_code' | 'refresh_token';
  readonly revoked: boolean;
}

export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/** An id shaped like Strava's (a large number), unlikely to repeat. */
export function newNumericId(): string {
  return String(randomInt(10 ** 9, 10 ** 12 - 1));
}

export const col = (
  db: Firestore,
  name: 'codes' | 'tokens' | 'athletes' | 'activities' | 'deliveries',
) => db.collection(`${ROOT}/${name}`);

/** Takes one fault off the hook, if any is set. */
export async function takeFault(db: Firestore): Promise<Fault | null> {
  const ref = db.doc(ROOT);
  return db.runTransaction(async (tx) => {
    const failNext = (await tx.get(ref)).data()?.failNext as
      { status?: unknown; count?: unknown; retryAfterSeconds?: unknown } | undefined;
    const count = typeof failNext?.count === 'number' ? failNext.count : 0;
    const status = typeof failNext?.status === 'number' ? failNext.status : 0;
    if (count <= 0 || status < 400) return null;
    tx.update(ref, { 'failNext.count': count - 1 });
    return {
      status,
      retryAfterSeconds:
        typeof failNext?.retryAfterSeconds === 'number' ? failNext.retryAfterSeconds : null,
    };
  });
}

/** How long new access tokens live (6 h like Strava's, unless a test shortens it). */
export async function tokenLifetimeMs(db: Firestore): Promise<number> {
  const seconds = (await db.doc(ROOT).get()).data()?.tokenLifetimeSeconds;
  return (typeof seconds === 'number' && seconds > 0 ? seconds : 6 * 3600) * 1000;
}

export async function issueTokens(
  db: Firestore,
  athleteId: string,
  scope: string,
  grant: StandInToken['grant'],
  refreshToken?: string,
) {
  const accessToken = newSecret('local-access-');
  const refresh = refreshToken ?? newSecret('local-refresh-');
  const expiresAtMs = Date.now() + (await tokenLifetimeMs(db));
  const batch = db.batch();
  batch.set(col(db, 'tokens').doc(accessToken), {
    athleteId,
    kind: 'access',
    scope,
    expiresAtMs,
    grant,
    revoked: false,
  } satisfies StandInToken);
  if (!refreshToken)
    batch.set(col(db, 'tokens').doc(refresh), {
      athleteId,
      kind: 'refresh',
      scope,
      expiresAtMs: null,
      grant,
      revoked: false,
    } satisfies StandInToken);
  await batch.commit();
  return { accessToken, refreshToken: refresh, expiresAtMs };
}

/** A token that may be used now, or null. */
export async function validToken(
  db: Firestore,
  token: string,
  kind: StandInToken['kind'],
): Promise<StandInToken | null> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(token)) return null;
  const data = (await col(db, 'tokens').doc(token).get()).data() as StandInToken | undefined;
  if (!data || data.kind !== kind || data.revoked) return null;
  if (kind === 'access' && (data.expiresAtMs === null || data.expiresAtMs <= Date.now()))
    return null;
  const athlete = (await col(db, 'athletes').doc(data.athleteId).get()).data() as
    StandInAthlete | undefined;
  return athlete?.authorized ? data : null;
}

/** The athlete revokes our app: every token ends, the grant is gone. */
export async function revokeAthlete(db: Firestore, athleteId: string): Promise<void> {
  const tokens = await col(db, 'tokens')
    .where('athleteId', '==', athleteId)
    .where('revoked', '==', false)
    .get();
  const batch = db.batch();
  for (const doc of tokens.docs) batch.update(doc.ref, { revoked: true });
  batch.set(col(db, 'athletes').doc(athleteId), { authorized: false }, { merge: true });
  await batch.commit();
}
