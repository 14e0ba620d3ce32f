/**
 * The move of Garmin links made through OAuth 1.0a to OAuth 2.0 (`npm run
 * trackers:migrate-garmin`; docs/trackers-fitbit-garmin.md, "Moving the OAuth 1 links"). Once
 * Garmin has converted our app, each OAuth 1 link's token is exchanged for OAuth 2.0 tokens at
 * Garmin's token-exchange endpoint (the request signed with that OAuth 1 pair) and written in
 * place: the same tracker_links/garmin_{userId}, the same connection time, her kilometres
 * untouched. The OAuth 2.0 tokens are the progress mark: a second run only does what is left.
 * A failed exchange (5xx, 429, a refusal) changes nothing but `migrationError` and is reported;
 * the next run tries it again. A dry run (the default) exchanges nothing and writes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { GarminConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import {
  isOAuth1,
  readTokens,
  tokensRef,
  type GarminOAuth1Tokens,
  type GarminTokens,
} from '../token-store';
import { exchangeOAuth1Token } from './garmin-api';
import { withGrant } from './garmin-access';

export interface MigrationEntry {
  readonly uid: string;
  readonly garminUserId: string;
  /** Why it failed or was skipped. */
  readonly reason?: string;
}

export interface MigrationReport {
  readonly mode: 'dry-run' | 'apply';
  readonly startedAt: string;
  /** Moved by this run (apply), or to be moved by an apply (dry run). */
  readonly moved: readonly MigrationEntry[];
  readonly failed: readonly MigrationEntry[];
  readonly skipped: readonly MigrationEntry[];
}

export type MigrationStep = { readonly exchange: true } | { readonly skip: string };

/** What the migration does with one link and the tokens of the participant it names. Pure. */
export function migrationStep(garminUserId: string, tokens: GarminTokens | null): MigrationStep {
  if (!tokens) return { skip: 'no Garmin tokens (disconnected)' };
  if (tokens.garminUserId !== garminUserId)
    return { skip: 'her tokens are another Garmin account' };
  if (!isOAuth1(tokens)) return { skip: 'already on OAuth 2.0' };
  return { exchange: true };
}

/** Why an exchange failed, in a line for the report. Pure. */
export function failureReason(error: unknown): string {
  if (error instanceof RetryableProviderError)
    return `Garmin answered ${error.status ?? 'nothing'} (temporary): tried again by the next run`;
  if (error instanceof ProviderError)
    return `Garmin refused the exchange (${error.status ?? 'no status'}): ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

async function exchangeOne(
  db: Firestore,
  config: GarminConfig,
  uid: string,
  tokens: GarminOAuth1Tokens,
  nowMs: () => number,
): Promise<string | null> {
  const ref = tokensRef(db, uid);
  const stillSame = (current: GarminTokens | null) =>
    current !== null && isOAuth1(current) && current.token === tokens.token;
  try {
    const grant = await exchangeOAuth1Token(config, tokens);
    const { migrationError: _left, ...kept } = tokens;
    const moved = { ...withGrant(kept, grant), movedFromOAuth1AtMs: nowMs() };
    const written = await db.runTransaction(async (tx) => {
      if (!stillSame(await readTokens(db, uid, 'garmin', tx))) return false;
      tx.update(ref, { garmin: moved });
      return true;
    });
    return written ? null : 'her link changed during the run (disconnected or reconnected)';
  } catch (error) {
    const reason = failureReason(error);
    await db.runTransaction(async (tx) => {
      if (stillSame(await readTokens(db, uid, 'garmin', tx)))
        tx.update(ref, { 'garmin.migrationError': { atMs: nowMs(), reason } });
    });
    return reason;
  }
}

/** Runs the migration over every Garmin link; resolves to its report. */
export async function migrateGarminLinks(
  db: Firestore,
  config: GarminConfig,
  options: {
    readonly apply: boolean;
    readonly nowMs?: () => number;
    /** Only these Garmin users' links (a test's own); every link when absent. */
    readonly only?: readonly string[];
  },
): Promise<MigrationReport> {
  const nowMs = options.nowMs ?? Date.now;
  const moved: MigrationEntry[] = [];
  const failed: MigrationEntry[] = [];
  const skipped: MigrationEntry[] = [];
  const links = await db.collection('tracker_links').where('provider', '==', 'garmin').get();
  // One at a time: Garmin rate-limits, and a 429 is left for the next run anyway.
  for (const link of links.docs) {
    const uid = String(link.get('uid') ?? '');
    const garminUserId = String(link.get('providerUserId') ?? '');
    if (options.only && !options.only.includes(garminUserId)) continue;
    if (uid === '' || garminUserId === '') {
      skipped.push({ uid, garminUserId, reason: 'a link that names nobody' });
      continue;
    }
    const tokens = await readTokens(db, uid, 'garmin');
    const step = migrationStep(garminUserId, tokens);
    if ('skip' in step) skipped.push({ uid, garminUserId, reason: step.skip });
    else if (!options.apply) moved.push({ uid, garminUserId });
    else {
      const reason = await exchangeOne(db, config, uid, tokens as GarminOAuth1Tokens, nowMs);
      if (reason === null) moved.push({ uid, garminUserId });
      else failed.push({ uid, garminUserId, reason });
    }
  }
  return {
    mode: options.apply ? 'apply' : 'dry-run',
    startedAt: new Date(nowMs()).toISOString(),
    moved,
    failed,
    skipped,
  };
}
