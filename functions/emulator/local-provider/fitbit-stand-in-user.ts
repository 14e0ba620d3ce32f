/**
 * The Fitbit stand-in's API and user side.
 * API (bearer token, scope activity):
 *   POST|DELETE /1/user/-/activities/apiSubscriptions/{subscriptionId}.json
 *   GET /1/user/-/activities/list.json?afterDate&sort=asc&offset&limit
 * User side: a developer (or a test) plays the Fitbit user, adding or deleting activities and
 * revoking access; each change is notified to our `fitbit-webhook` as Fitbit would (a JSON
 * array of {collectionType, date, ownerId, ownerType, subscriptionId}, signed with
 * X-Fitbit-Signature), for each subscription of the user. Form posts answer 303 back to the
 * user page, with X-Log-Id / X-Webhook-Status headers.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { fitbitSignature } from '../../src/trackers/fitbit/fitbit-signature';
import { providerConfig } from '../../src/trackers/provider-config';
import { ACTIVITY_NAMES, listPage, parseListQuery } from './fitbit-stand-in-logs';
import { bearerUser, field, fitbitError } from './fitbit-stand-in-oauth';
import {
  renderFitbitMessage,
  renderFitbitUserList,
  renderFitbitUserPage,
} from './fitbit-stand-in-pages';
import {
  col,
  newLogId,
  revokeUser,
  type StandInFitbitUser,
  type StandInLog,
  type StandInSubscription,
} from './fitbit-stand-in-store';
import { msToTorontoLocal, parseStart } from './stand-in-time';
import { emulatorFunctionUrl } from '../../src/shared/emulator-url';

function webhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  return emulatorFunctionUrl('fitbit-webhook', env);
}

export async function subscriptionApi(
  db: Firestore,
  req: Request,
  res: Response,
  subscriptionId: string,
) {
  const stored = await bearerUser(db, req, res);
  if (!stored) return;
  if (!stored.scope.split(' ').includes('activity'))
    return fitbitError(
      res,
      403,
      'insufficient_scope',
      'This application does not have permission to access activity data.',
    );
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(subscriptionId))
    return fitbitError(res, 400, 'validation', 'Invalid subscription id.');
  const ref = col(db, 'subscriptions').doc(`${stored.userId}_${subscriptionId}`);
  const existing = (await ref.get()).exists;
  if (req.method === 'DELETE') {
    if (!existing) return fitbitError(res, 404, 'not_found', 'Subscription not found.');
    await ref.delete();
    res.status(204).end();
    return;
  }
  await ref.set({ userId: stored.userId, subscriptionId } satisfies StandInSubscription);
  res.status(existing ? 200 : 201).json({
    collectionType: 'activities',
    ownerId: stored.userId,
    ownerType: 'user',
    subscriberId: '1',
    subscriptionId,
  });
}

export async function listApi(db: Firestore, req: Request, res: Response, listUrl: string) {
  const stored = await bearerUser(db, req, res);
  if (!stored) return;
  if (!stored.scope.split(' ').includes('activity'))
    return fitbitError(
      res,
      403,
      'insufficient_scope',
      'This application does not have permission to access activity data.',
    );
  const query = parseListQuery(req.query as Record<string, unknown>);
  if (!query)
    return fitbitError(
      res,
      400,
      'validation',
      'afterDate (yyyy-MM-dd), sort=asc, limit 1-100 and offset are required.',
    );
  const logs = (await col(db, 'logs').where('userId', '==', stored.userId).get()).docs.map(
    (d) => d.data() as StandInLog,
  );
  res.status(200).json(listPage(logs, query, listUrl));
}

/** Notifies every subscription of the user, signed; resolves to the webhook's status (null: nothing sent). */
async function notify(
  db: Firestore,
  userId: string,
  collectionType: string,
  date: string,
  description: string,
): Promise<number | null> {
  const subscriptions = (
    await col(db, 'subscriptions').where('userId', '==', userId).get()
  ).docs.map((d) => d.data() as StandInSubscription);
  if (subscriptions.length === 0) return null;
  const body = JSON.stringify(
    subscriptions.map((s) => ({
      collectionType,
      date,
      ownerId: userId,
      ownerType: 'user',
      subscriptionId: s.subscriptionId,
    })),
  );
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Fitbit-Signature': fitbitSignature(body, providerConfig().fitbit.clientSecret),
    },
    body,
  });
  await col(db, 'deliveries').add({
    userId,
    body,
    description,
    status: response.status,
    atMs: Date.now(),
  });
  return response.status;
}

async function loadUser(db: Firestore, userId: string): Promise<StandInFitbitUser | null> {
  if (!/^[0-9A-Z]{6}$/.test(userId)) return null;
  return (
    ((await col(db, 'users').doc(userId).get()).data() as StandInFitbitUser | undefined) ?? null
  );
}

function back(
  res: Response,
  base: string,
  userId: string,
  logId: string | null,
  status: number | null,
) {
  if (logId) res.set('X-Log-Id', logId);
  if (status !== null) res.set('X-Webhook-Status', String(status));
  res.redirect(303, `${base}/users/${userId}`);
}

export async function userList(db: Firestore, res: Response, base: string) {
  const users = (await col(db, 'users').limit(100).get()).docs.map(
    (d) => d.data() as StandInFitbitUser,
  );
  res.status(200).type('html').send(renderFitbitUserList(base, users));
}

export async function userPage(db: Firestore, res: Response, base: string, userId: string) {
  const user = await loadUser(db, userId);
  if (!user) {
    res.status(404).type('html').send(renderFitbitMessage('Not found', 'No such Fitbit user.'));
    return;
  }
  const [logs, subscriptions, deliveries] = await Promise.all([
    col(db, 'logs').where('userId', '==', userId).get(),
    col(db, 'subscriptions').where('userId', '==', userId).get(),
    col(db, 'deliveries').where('userId', '==', userId).get(),
  ]);
  const last = deliveries.docs
    .map((d) => d.data() as { description: string; status: number; atMs: number })
    .sort((a, b) => b.atMs - a.atMs)[0];
  res
    .status(200)
    .type('html')
    .send(
      renderFitbitUserPage({
        base,
        user,
        logs: logs.docs.map((d) => d.data() as StandInLog).sort((a, b) => b.startMs - a.startMs),
        subscribed: !subscriptions.empty,
        lastDelivery: last ?? null,
        nowMs: Date.now(),
      }),
    );
}

/** POST /users/{id}/activities, /users/{id}/activities/{logId}/delete, /users/{id}/revoke. */
export async function userAction(
  db: Firestore,
  req: Request,
  res: Response,
  base: string,
  userId: string,
  rest: readonly string[],
) {
  const user = await loadUser(db, userId);
  const bad = (message: string): void =>
    void res.status(400).type('html').send(renderFitbitMessage('Bad request', message));
  if (!user) {
    res.status(404).type('html').send(renderFitbitMessage('Not found', 'No such Fitbit user.'));
    return;
  }
  if (rest.length === 1 && rest[0] === 'revoke') {
    // Fitbit tells the subscriber first, then the grant and its subscriptions end.
    const status = user.authorized
      ? await notify(
          db,
          userId,
          'userRevokedAccess',
          msToTorontoLocal(Date.now()).slice(0, 10),
          'revoked access',
        )
      : null;
    await revokeUser(db, userId);
    return back(res, base, userId, null, status);
  }
  if (rest.length === 1 && rest[0] === 'activities') {
    const activityName = field(req.body, 'activityName');
    const km = Number(field(req.body, 'distance_km'));
    const startMs = parseStart(field(req.body, 'start'));
    const minutes =
      field(req.body, 'duration_minutes') === '' ? 30 : Number(field(req.body, 'duration_minutes'));
    if (
      !ACTIVITY_NAMES.includes(activityName) ||
      !(km >= 0 && km < 1000) ||
      startMs === null ||
      !(minutes > 0 && minutes < 10_000)
    ) {
      return bad('A type, a distance, a start and a duration are required.');
    }
    const log: StandInLog = {
      logId: newLogId(),
      userId,
      activityName,
      startMs,
      distanceKm: Math.round(km * 1000) / 1000,
      durationMs: Math.round(minutes * 60_000),
    };
    await col(db, 'logs').doc(log.logId).create(log);
    const status = user.authorized
      ? await notify(
          db,
          userId,
          'activities',
          msToTorontoLocal(startMs).slice(0, 10),
          `added ${log.logId}`,
        )
      : null;
    return back(res, base, userId, log.logId, status);
  }
  if (rest.length === 3 && rest[0] === 'activities' && rest[2] === 'delete') {
    const ref = col(db, 'logs').doc(String(rest[1]));
    const log = (await ref.get()).data() as StandInLog | undefined;
    if (!log || log.userId !== userId) return bad('No such activity.');
    await ref.delete();
    const status = user.authorized
      ? await notify(
          db,
          userId,
          'activities',
          msToTorontoLocal(log.startMs).slice(0, 10),
          `deleted ${log.logId}`,
        )
      : null;
    return back(res, base, userId, log.logId, status);
  }
  bad('Unknown action.');
}
