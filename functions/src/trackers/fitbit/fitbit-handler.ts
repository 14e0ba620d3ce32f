/**
 * Fitbit's inbox handler (docs/trackers.md). A notification says "the owner's activity log of
 * this day changed"; the handler reads the log list with the owner's (refreshed) token, imports
 * every log of that day (key Fit_{logId}: the same log again changes nothing, an edited one
 * replaces its entry) and removes the imported entries of that day Fitbit no longer lists (a
 * deleted Fitbit activity disappears). A revocation forgets the connection. Events about a
 * Fitbit user no participant owns, or naming another subscription than the owner's, are
 * ignored. Provider failures that may pass (429, 5xx) are thrown for the inbox to retry; a
 * 400/401/403/404 (access revoked, refresh token gone) means there is nothing to read.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { clearConnection } from '../connection';
import {
  changedAnything,
  importActivity,
  removeImportedActivity,
  type ImportResult,
} from '../import-activity';
import { registeredLegs } from '../import-targets';
import type { InboxEvent } from '../inbox';
import { providerConfig, type FitbitConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { ownerOf, type FitbitTokens } from '../token-store';
import {
  coverageStartMs,
  importedFitbitEntries,
  listAfterDate,
  staleLogIds,
  type FitbitLog,
} from './fitbit-activity';
import { usableFitbitTokens } from './fitbit-access';
import { fetchLogPage } from './fitbit-api';
import { userPath } from '../../shared/paths';

/** Pages of 100 logs read for one day at most; what lies beyond is never removed. */
const MAX_PAGES = 5;

function isNothingToFetch(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    error.status !== null &&
    [400, 401, 403, 404].includes(error.status)
  );
}

/** The logs Fitbit lists from three days before `day` on, and up to when the list is complete. */
async function listAround(config: FitbitConfig, accessToken: string, day: string) {
  const afterDate = listAfterDate(day);
  const logs: FitbitLog[] = [];
  let next: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchLogPage(config, accessToken, afterDate, next);
    logs.push(...answer.logs);
    if (answer.unreadable > 0)
      logger.warn('Fitbit logs not readable', { day, unreadable: answer.unreadable });
    if (answer.next === null)
      return { logs, coveredFromMs: coverageStartMs(afterDate), coveredToMs: Infinity };
    next = answer.next;
  }
  const last = logs.at(-1)?.activity.startMs ?? -Infinity;
  return { logs, coveredFromMs: coverageStartMs(afterDate), coveredToMs: last };
}

/** The Fit_ entries in the participant's rows (every registration). */
async function importedEntries(db: Firestore, uid: string) {
  const legIds = registeredLegs((await db.doc(userPath(uid)).get()).data());
  const rows = await Promise.all(
    legIds.map((legId) => db.doc(`races/${legId}/subscribedUsers/${uid}`).get()),
  );
  return rows.flatMap((row) => importedFitbitEntries(row.data()?.times));
}

async function syncDay(
  db: Firestore,
  uid: string,
  tokens: FitbitTokens,
  day: string,
): Promise<'done' | 'ignored'> {
  const config = providerConfig().fitbit;
  let listed: Awaited<ReturnType<typeof listAround>>;
  try {
    listed = await listAround(config, tokens.accessToken, day);
  } catch (error) {
    if (!isNothingToFetch(error)) throw error;
    logger.info('Fitbit activity log not readable', { uid, day, error: String(error) });
    return 'ignored';
  }
  const results: ImportResult[] = [];
  for (const log of listed.logs.filter((l) => l.localDay === day)) {
    results.push(await importActivity(db, uid, log.activity, tokens.connectedAtMs));
  }
  const stale = staleLogIds(await importedEntries(db, uid), {
    day,
    listed: new Set(listed.logs.map((l) => l.activity.id)),
    coveredFromMs: listed.coveredFromMs,
    coveredToMs: listed.coveredToMs,
    connectedAtMs: tokens.connectedAtMs,
  });
  for (const logId of stale) results.push(await removeImportedActivity(db, uid, 'fitbit', logId));
  const changed = results.some(changedAnything);
  logger.info('Fitbit day synced', {
    uid,
    day,
    logs: results.length - stale.length,
    removed: stale.length,
    changed,
  });
  return changed ? 'done' : 'ignored';
}

export const fitbitHandler = {
  async process(db: Firestore, event: InboxEvent): Promise<'done' | 'ignored'> {
    const uid = await ownerOf(db, 'fitbit', event.ownerId);
    // The subscription is the participant's uid: a notification of another one is stale.
    if (!uid || event.payload.subscriptionId !== uid) return 'ignored';
    if (event.kind === 'deauthorize')
      return (await clearConnection(db, uid, 'fitbit', event.ownerId)) ? 'done' : 'ignored';
    if (event.kind !== 'activity') return 'ignored';
    let tokens: FitbitTokens | null;
    try {
      tokens = await usableFitbitTokens(db, providerConfig().fitbit, uid);
    } catch (error) {
      if (!isNothingToFetch(error)) throw error;
      logger.info('Fitbit tokens could not be refreshed', { uid, error: String(error) });
      return 'ignored';
    }
    if (!tokens || tokens.fitbitUserId !== event.ownerId) return 'ignored';
    return syncDay(db, uid, tokens, event.objectId);
  },
};
