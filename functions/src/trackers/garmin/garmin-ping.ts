/**
 * Garmin's ping mode (docs/trackers-fitbit-garmin.md, "Garmin"): a notification names where the
 * new summaries are (`callbackURL`, to be called as given: after the move to OAuth 2.0 Garmin adds
 * a `token` parameter to it), and we pull them with her token. Her token goes only to Garmin's
 * Health API: a callback URL elsewhere is refused (a forged ping cannot collect her token).
 * 429 and 5xx are retryable: the inbox's retry policy backs off (process-event.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { refused, type HandlerResult, type InboxEvent } from '../inbox';
import { providerConfig } from '../provider-config';
import { providerFetch } from '../provider-fetch';
import type { GarminTokens } from '../token-store';
import { usableGarminAuth } from './garmin-access';
import { authorizationOf } from './garmin-api';
import { importSummary, type GarminSummary } from './garmin-import';
import { recordOrNull } from '../../shared/record';

/** Whether a ping's callback URL is on Garmin's Health API (the configured base). Pure. */
export function isHealthApiUrl(callbackURL: string, baseUrl: string): boolean {
  let url: URL;
  let base: URL;
  try {
    url = new URL(callbackURL);
    base = new URL(baseUrl);
  } catch {
    return false;
  }
  const prefix = `${base.pathname.replace(/\/+$/, '')}/wellness-api/rest/`;
  return (
    url.origin === base.origin &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.startsWith(prefix) &&
    !url.pathname.includes('/../')
  );
}

/** The summaries of a pulled answer that are hers, as the handler takes them. Pure. */
export function summariesOf(
  kind: 'activity' | 'daily',
  ownerId: string,
  json: unknown,
): GarminSummary[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((value) => {
    const payload = recordOrNull(value);
    if (!payload || (payload.userId !== undefined && payload.userId !== ownerId)) return [];
    const id = kind === 'activity' ? payload.summaryId : payload.calendarDate;
    const objectId = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : '';
    return objectId === '' ? [] : [{ kind, objectId, payload }];
  });
}

export async function pulled(
  db: Firestore,
  uid: string,
  tokens: GarminTokens,
  event: InboxEvent,
): Promise<HandlerResult> {
  const config = providerConfig().garmin;
  const callbackURL =
    typeof event.payload.callbackURL === 'string' ? event.payload.callbackURL : '';
  if (!isHealthApiUrl(callbackURL, config.baseUrl))
    return refused("the ping's callbackURL is not Garmin's Health API");
  if (tokens.activityWithdrawn) return 'ignored';
  const auth = await usableGarminAuth(db, uid);
  if (!auth) return 'ignored';
  const json = await providerFetch(callbackURL, {
    headers: { Authorization: authorizationOf(config, auth, 'GET', callbackURL) },
  });
  const kind = event.kind === 'daily' ? 'daily' : 'activity';
  let changed = false;
  for (const summary of summariesOf(kind, event.ownerId, json))
    if ((await importSummary(db, uid, tokens, summary)) === 'done') changed = true;
  return changed ? 'done' : 'ignored';
}
