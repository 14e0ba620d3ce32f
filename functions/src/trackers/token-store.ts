/**
 * Where tracker connections are kept (docs/trackers.md, "Storage"), all server-only:
 * - oauth_tokens/{uid}: one field per provider with its tokens (never in users/{uid}:
 *   docs/product.md, "Deliberate differences", docs/security.md item 7);
 * - tracker_links/{provider}_{providerUserId} → {uid}: who owns the account a webhook names.
 * Each function takes an optional Transaction, so an exchange can check and write tokens,
 * link and user document in one transaction.
 */
import {
  newTrackerLinkDoc,
  parseTrackerLink,
  trackerLinkId,
} from '../../../src/contract/docs/tracker-link';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type SetOptions,
  type Transaction,
} from 'firebase-admin/firestore';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';

export interface StravaTokens {
  readonly athleteId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
  readonly scope: string;
  readonly connectedAtMs: number;
}

/**
 * Fitbit's tokens. Since the move to the Google Health API (docs/trackers.md, "Fitbit"):
 * Google's tokens, `fitbitUserId` holding her healthUserId and `api: 'google-health'`. Tokens
 * without `api` came from Fitbit's retired OAuth (a connection made before 2026-11-02): they
 * open nothing any more and she must reconnect (fitbit-legacy.ts).
 */
export interface FitbitTokens {
  readonly fitbitUserId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
  readonly connectedAtMs: number;
  readonly api?: 'google-health';
  readonly scope?: string;
}

/**
 * Garmin through OAuth 2.0 with PKCE (docs/trackers-fitbit-garmin.md, "Garmin"): the access
 * token (24 h) and its refresh token (about 90 days), refreshed on expiry.
 */
export interface GarminOAuth2Tokens {
  readonly garminUserId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAtMs: number;
  readonly refreshExpiresAtMs: number;
  readonly connectedAtMs: number;
  /** Garmin said she withdrew the activity permission (userPermissionsChange): nothing imports. */
  readonly activityWithdrawn?: boolean;
  /** When the OAuth 1 link was moved by `npm run trackers:migrate-garmin`. */
  readonly movedFromOAuth1AtMs?: number;
}

/**
 * A link made through OAuth 1.0a before the move (Garmin retires OAuth 1.0a on 2026-12-31):
 * kept working, signed with oauth1.ts, until the migration exchanges it.
 */
export interface GarminOAuth1Tokens {
  readonly garminUserId: string;
  readonly token: string;
  readonly tokenSecret: string;
  readonly connectedAtMs: number;
  readonly activityWithdrawn?: boolean;
  /** The migration's last failed exchange (left for its next run). */
  readonly migrationError?: { readonly atMs: number; readonly reason: string };
}

export type GarminTokens = GarminOAuth2Tokens | GarminOAuth1Tokens;

/** Whether a Garmin link still waits for its move to OAuth 2.0. Pure. */
export function isOAuth1(tokens: GarminTokens): tokens is GarminOAuth1Tokens {
  return !('accessToken' in tokens) && typeof tokens.tokenSecret === 'string';
}

export interface ProviderTokens {
  readonly strava: StravaTokens;
  readonly fitbit: FitbitTokens;
  readonly garmin: GarminTokens;
}

export type TokenDocument = Partial<ProviderTokens>;

export function tokensRef(db: Firestore, uid: string): DocumentReference {
  return db.doc(`oauth_tokens/${uid}`);
}

export function linkRef(
  db: Firestore,
  provider: TrackerProvider,
  providerUserId: string,
): DocumentReference {
  return db.doc(`tracker_links/${trackerLinkId(provider, providerUserId)}`);
}

/** The provider's account id inside its tokens (the id webhooks name). */
export function providerUserIdOf<P extends TrackerProvider>(
  provider: P,
  tokens: ProviderTokens[P],
): string {
  const t = tokens as Partial<StravaTokens & FitbitTokens & GarminTokens>;
  const id =
    provider === 'strava' ? t.athleteId : provider === 'fitbit' ? t.fitbitUserId : t.garminUserId;
  return String(id ?? '');
}

/** Sets `data` on `ref` inside `tx` when given, else at once. */
async function put(
  ref: DocumentReference,
  data: Record<string, unknown>,
  tx: Transaction | undefined,
  options: SetOptions = {},
) {
  if (tx) tx.set(ref, data, options);
  else await ref.set(data, options);
}

export async function readTokens<P extends TrackerProvider>(
  db: Firestore,
  uid: string,
  provider: P,
  tx?: Transaction,
): Promise<ProviderTokens[P] | null> {
  const ref = tokensRef(db, uid);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const value = (snapshot.data() as TokenDocument | undefined)?.[provider];
  return value && typeof value === 'object' ? (value as ProviderTokens[P]) : null;
}

/** Writes (replaces) one provider's tokens, leaving the others. */
export function writeTokens<P extends TrackerProvider>(
  db: Firestore,
  uid: string,
  provider: P,
  tokens: ProviderTokens[P],
  tx?: Transaction,
) {
  // mergeFields replaces the provider's map whole (a deep merge would keep an older connection's fields).
  return put(tokensRef(db, uid), { [provider]: tokens }, tx, { mergeFields: [provider] });
}

/** Removes one provider's tokens (the document stays for the others). */
export function deleteTokens(
  db: Firestore,
  uid: string,
  provider: TrackerProvider,
  tx?: Transaction,
) {
  return put(tokensRef(db, uid), { [provider]: FieldValue.delete() }, tx, { merge: true });
}

/** The uid whose account `providerUserId` is, or null. */
export async function ownerOf(
  db: Firestore,
  provider: TrackerProvider,
  providerUserId: string,
  tx?: Transaction,
): Promise<string | null> {
  const ref = linkRef(db, provider, providerUserId);
  return parseTrackerLink((tx ? await tx.get(ref) : await ref.get()).data())?.uid ?? null;
}

export function linkOwner(
  db: Firestore,
  provider: TrackerProvider,
  providerUserId: string,
  uid: string,
  tx?: Transaction,
) {
  return put(
    linkRef(db, provider, providerUserId),
    { ...newTrackerLinkDoc(provider, providerUserId, uid) },
    tx,
  );
}

export async function unlinkOwner(
  db: Firestore,
  provider: TrackerProvider,
  providerUserId: string,
  tx?: Transaction,
) {
  const ref = linkRef(db, provider, providerUserId);
  if (tx) tx.delete(ref);
  else await ref.delete();
}
