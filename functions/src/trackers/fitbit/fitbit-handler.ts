/**
 * Fitbit's inbox handler (docs/trackers.md, "Fitbit"). A notification says "her exercise of
 * these days changed" (an exercise added, edited or deleted); the handler lists her exercise of
 * those days from the Google Health API with her (refreshed) token, imports every one (key
 * Fit_{data point id}: the same one again changes nothing, an edited one replaces its entry) and
 * removes the imported entries of those days Google no longer lists. What is imported is always
 * what Google serves, never what the notification says.
 * - No participant owns the healthUserId: ignored.
 * - Her connection is of Fitbit's retired OAuth, or Google answers 410 Gone: she is told to
 *   reconnect (fitbit-legacy.ts) and the event is ignored: never retried, never an outage.
 * - 400/401/403/404 (her grant revoked, the refresh token gone): nothing to read, ignored.
 * - 429, 5xx, network: thrown for the inbox to retry (retry-policy.ts, Retry-After honoured).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { TrackerActivity } from '../../../../src/contract/tracker-activity';
import {
  changedAnything,
  importActivity,
  removeImportedActivity,
  type ImportResult,
} from '../import-activity';
import { registeredLegs } from '../import-targets';
import type { InboxEvent } from '../inbox';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { ownerOf, readTokens, type FitbitTokens } from '../token-store';
import { userPath } from '../../shared/paths';
import { importedFitbitEntries, staleExerciseIds, type DaySpan } from './health-exercise';
import { fetchExercisePage } from './health-api';
import { spanOfPayload } from './health-notification';
import { usableFitbitTokens } from './fitbit-access';
import { isGone, isLegacyFitbitTokens, tellToReconnect } from './fitbit-legacy';

/** Pages of 25 exercises read for one notification at most; past them nothing is removed. */
const MAX_PAGES = 20;

function isNothingToRead(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    error.status !== null &&
    [400, 401, 403, 404].includes(error.status)
  );
}

/** Every exercise of the span, and whether the list was read to its end. */
async function listSpan(accessToken: string, span: DaySpan) {
  const config = providerConfig().fitbit;
  const activities: TrackerActivity[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchExercisePage(config, accessToken, span, pageToken);
    activities.push(...answer.activities);
    if (answer.unreadable > 0)
      logger.warn('Fitbit exercises not readable', { span, unreadable: answer.unreadable });
    if (answer.nextPageToken === null) return { activities, complete: true };
    pageToken = answer.nextPageToken;
  }
  return { activities, complete: false };
}

/** The Fit_ entries in her rows (every registration). */
async function importedEntries(db: Firestore, uid: string) {
  const legIds = registeredLegs((await db.doc(userPath(uid)).get()).data());
  const rows = await Promise.all(
    legIds.map((legId) => db.doc(`races/${legId}/subscribedUsers/${uid}`).get()),
  );
  return rows.flatMap((row) => importedFitbitEntries(row.data()?.times));
}

async function syncSpan(db: Firestore, uid: string, tokens: FitbitTokens, span: DaySpan) {
  const listed = await listSpan(tokens.accessToken, span);
  const results: ImportResult[] = [];
  for (const activity of listed.activities) {
    results.push(await importActivity(db, uid, activity, tokens.connectedAtMs));
  }
  // Only a list read to its end says what is gone.
  const stale = listed.complete
    ? staleExerciseIds(await importedEntries(db, uid), {
        span,
        listed: new Set(listed.activities.map((a) => a.id)),
        connectedAtMs: tokens.connectedAtMs,
      })
    : [];
  for (const id of stale) results.push(await removeImportedActivity(db, uid, 'fitbit', id));
  const changed = results.some(changedAnything);
  logger.info('Fitbit span synced', {
    uid,
    span,
    exercises: listed.activities.length,
    removed: stale.length,
    changed,
  });
  return changed ? 'done' : 'ignored';
}

export const fitbitHandler = {
  async process(db: Firestore, event: InboxEvent): Promise<'done' | 'ignored'> {
    const uid = await ownerOf(db, 'fitbit', event.ownerId);
    const span = spanOfPayload(event.payload);
    if (!uid || span === null || event.kind !== 'activity') return 'ignored';
    const stored = await readTokens(db, uid, 'fitbit');
    if (!stored || stored.fitbitUserId !== event.ownerId) return 'ignored';
    if (isLegacyFitbitTokens(stored)) {
      await tellToReconnect(db, uid);
      return 'ignored';
    }
    try {
      const tokens = await usableFitbitTokens(db, uid);
      if (!tokens) return 'ignored';
      return await syncSpan(db, uid, tokens, span);
    } catch (error) {
      if (isGone(error)) {
        logger.warn('Fitbit answered 410 Gone: she is asked to reconnect', {
          uid,
          error: String(error),
        });
        await tellToReconnect(db, uid);
        return 'ignored';
      }
      if (!isNothingToRead(error)) throw error;
      logger.info('Fitbit exercise not readable', { uid, error: String(error) });
      return 'ignored';
    }
  },
};
