/**
 * Strava's inbox handler (docs/trackers.md): an activity event fetches the activity with the
 * athlete's (refreshed) token and imports it; a delete removes it; a deauthorization forgets
 * the connection. Events about an athlete no participant owns, or an earlier connection of
 * the participant, are ignored. Provider failures that may pass (429, 5xx) are thrown for
 * the inbox to retry; a 401/403/404 answer (access revoked, scope missing, activity gone or
 * private) means there is nothing to import.
 * Strava does not sign events, so a delete or a deauthorization is applied only when Strava,
 * asked with the athlete's own token, confirms it; otherwise the event is refused and nothing
 * changes (strava-verify.ts; docs/security.md item 61).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { clearConnection } from '../connection';
import { changedAnything, importActivity, removeImportedActivity } from '../import-activity';
import { refused, type HandlerResult, type InboxEvent, type Refused } from '../inbox';
import { providerConfig, type StravaConfig } from '../provider-config';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { ownerOf, readTokens } from '../token-store';
import { usableTokens } from './strava-access';
import { fromStravaActivity } from './strava-activity';
import { fetchActivity, fetchAthlete } from './strava-api';
import {
  answerOf,
  deauthorizeVerdict,
  deleteVerdict,
  type Verdict,
  type VerifyAnswer,
  type VerifyStep,
} from './strava-verify';

/** A final provider answer that means "nothing to fetch for this athlete". */
function isNothingToFetch(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    !(error instanceof RetryableProviderError) &&
    error.status !== null &&
    [400, 401, 403, 404].includes(error.status)
  );
}

/** Strava's event_time (s) as the last ms of that second, or null. */
function eventTimeMs(payload: Readonly<Record<string, unknown>>): number | null {
  const seconds = payload.event_time;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 + 999 : null;
}

interface Asked {
  readonly answer: VerifyAnswer;
  /** The provider's error behind the answer, thrown on when the verdict is retry or failed. */
  readonly error: unknown;
}

/** Strava's answer to `read` with the athlete's own (refreshed) token; null when the participant holds no tokens of that athlete. */
async function askStrava(
  db: Firestore,
  uid: string,
  athleteId: string,
  read: (config: StravaConfig, accessToken: string) => Promise<unknown>,
): Promise<Asked | null> {
  if ((await readTokens(db, uid, 'strava'))?.athleteId !== athleteId) return null;
  const config = providerConfig().strava;
  const failed = (step: VerifyStep, error: unknown): Asked => {
    const answer = answerOf(step, error);
    if (!answer) throw error;
    return { answer, error };
  };
  let accessToken: string;
  try {
    const tokens = await usableTokens(db, config, uid);
    if (tokens?.athleteId !== athleteId) return null;
    accessToken = tokens.accessToken;
  } catch (error) {
    return failed('refresh', error);
  }
  try {
    return { answer: { kind: 'served', json: await read(config, accessToken) }, error: null };
  } catch (error) {
    return failed('read', error);
  }
}

/** null when Strava confirmed (go on); the refusal; or throws the provider's error (retry, failed). */
function settle(asked: Asked, verdict: Verdict, uid: string, event: InboxEvent): Refused | null {
  if (verdict.verdict === 'retry' || verdict.verdict === 'failed') throw asked.error;
  if (verdict.verdict === 'refused') return refused(verdict.reason);
  logger.info('Strava confirmed the event', {
    uid,
    kind: event.kind,
    objectId: event.objectId,
    reason: verdict.reason,
  });
  return null;
}

async function deauthorized(db: Firestore, uid: string, event: InboxEvent): Promise<HandlerResult> {
  const tokens = await readTokens(db, uid, 'strava');
  const at = eventTimeMs(event.payload);
  // An old deauthorization replayed after the athlete connected again changes nothing.
  if (tokens && at !== null && at < tokens.connectedAtMs) return 'ignored';
  const asked = await askStrava(db, uid, event.ownerId, fetchAthlete);
  if (!asked) return 'ignored';
  const refusal = settle(asked, deauthorizeVerdict(asked.answer, event.ownerId), uid, event);
  if (refusal) return refusal;
  return (await clearConnection(db, uid, 'strava', event.ownerId)) ? 'done' : 'ignored';
}

async function activityDeleted(
  db: Firestore,
  uid: string,
  event: InboxEvent,
): Promise<HandlerResult> {
  const asked = await askStrava(db, uid, event.ownerId, (config, accessToken) =>
    fetchActivity(config, accessToken, event.objectId),
  );
  if (!asked) return 'ignored';
  const refusal = settle(
    asked,
    deleteVerdict(asked.answer, event.ownerId, event.objectId),
    uid,
    event,
  );
  if (refusal) return refusal;
  return changedAnything(await removeImportedActivity(db, uid, 'strava', event.objectId))
    ? 'done'
    : 'ignored';
}

async function activityChanged(
  db: Firestore,
  uid: string,
  event: InboxEvent,
): Promise<HandlerResult> {
  if (event.aspect === 'delete') return activityDeleted(db, uid, event);
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
    logger.info('Strava activity not readable', {
      uid,
      activityId: event.objectId,
      error: String(error),
    });
    return 'ignored';
  }
  const parsed = fromStravaActivity(json);
  if (
    !parsed ||
    parsed.activity.id !== event.objectId ||
    (parsed.athleteId !== null && parsed.athleteId !== event.ownerId)
  ) {
    logger.warn('Strava activity answer not usable', { uid, activityId: event.objectId });
    return 'ignored';
  }
  const result = await importActivity(db, uid, parsed.activity, connectedAtMs);
  logger.info('Strava activity imported', {
    uid,
    activityId: event.objectId,
    aspect: event.aspect,
    ...result,
  });
  return changedAnything(result) ? 'done' : 'ignored';
}

export const stravaHandler = {
  async process(db: Firestore, event: InboxEvent): Promise<HandlerResult> {
    const uid = await ownerOf(db, 'strava', event.ownerId);
    if (!uid) return 'ignored';
    if (event.kind === 'deauthorize') return deauthorized(db, uid, event);
    if (event.kind === 'activity') return activityChanged(db, uid, event);
    return 'ignored';
  },
};
