/**
 * Strava's inbox handler (docs/trackers.md): an activity event fetches the activity with the
 * athlete's (refreshed) token and imports it; a delete removes it; a deauthorization forgets
 * the connection. Events about an athlete no participant owns, or an earlier connection of
 * the participant, are ignored. Provider failures that may pass (429, 5xx) are thrown for
 * the inbox to retry; a 401/403/404 answer (access revoked, scope missing, activity gone or
 * private) means there is nothing to import.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { clearConnection } from '../connection';
import { changedAnything, importActivity, removeImportedActivity } from '../import-activity';
import type { InboxEvent } from '../inbox';
import { providerConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { ownerOf, readTokens } from '../token-store';
import { usableTokens } from './strava-access';
import { fromStravaActivity } from './strava-activity';
import { fetchActivity } from './strava-api';

/** A final provider answer that means "nothing to fetch for this athlete". */
function isNothingToFetch(error: unknown): boolean {
  return error instanceof ProviderError && !(error instanceof RetryableProviderError)
    && error.status !== null && [400, 401, 403, 404].includes(error.status);
}

/** Strava's event_time (s) as the last ms of that second, or null. */
function eventTimeMs(payload: Readonly<Record<string, unknown>>): number | null {
  const seconds = payload.event_time;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 + 999 : null;
}

async function deauthorized(db: Firestore, uid: string, event: InboxEvent): Promise<'done' | 'ignored'> {
  const tokens = await readTokens(db, uid, 'strava');
  const at = eventTimeMs(event.payload);
  // An old deauthorization replayed after the athlete connected again changes nothing.
  if (tokens && at !== null && at < tokens.connectedAtMs) return 'ignored';
  return (await clearConnection(db, uid, 'strava', event.ownerId)) ? 'done' : 'ignored';
}

async function activityChanged(db: Firestore, uid: string, event: InboxEvent): Promise<'done' | 'ignored'> {
  if (event.aspect === 'delete') {
    return changedAnything(await removeImportedActivity(db, uid, 'strava', event.objectId)) ? 'done' : 'ignored';
  }
  const config = providerConfig().strava;
  let json: unknown;
  let connectedAtMs: number;
  try {
    const tokens = await usableTokens(db, config, uid);
    if (!tokens || tokens.athleteId !== event.ownerId) return 'ignored';
    connectedAtMs = tokens.connectedAtMs;
    json = await fetchActivity(config, tokens.accessToken, event.objectId);
  } catch (error) {
    if (!isNothingToFetch(error)) throw error;
    logger.info('Strava activity not readable', { uid, activityId: event.objectId, error: String(error) });
    return 'ignored';
  }
  const parsed = fromStravaActivity(json);
  if (!parsed || parsed.activity.id !== event.objectId || (parsed.athleteId !== null && parsed.athleteId !== event.ownerId)) {
    logger.warn('Strava activity answer not usable', { uid, activityId: event.objectId });
    return 'ignored';
  }
  const result = await importActivity(db, uid, parsed.activity, connectedAtMs);
  logger.info('Strava activity imported', { uid, activityId: event.objectId, aspect: event.aspect, ...result });
  return changedAnything(result) ? 'done' : 'ignored';
}

export const stravaHandler = {
  async process(db: Firestore, event: InboxEvent): Promise<'done' | 'ignored'> {
    const uid = await ownerOf(db, 'strava', event.ownerId);
    if (!uid) return 'ignored';
    if (event.kind === 'deauthorize') return deauthorized(db, uid, event);
    if (event.kind === 'activity') return activityChanged(db, uid, event);
    return 'ignored';
  },
};
