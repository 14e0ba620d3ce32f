/**
 * The Garmin stand-in's user side: a developer (or a test) plays the Garmin user, adding an
 * activity or a day's distance, or disconnecting in Garmin Connect; each is pushed to our
 * `garmin-webhook` (at its registered URL, with the key) as Garmin's Health API push does
 * ({activities: […]}, {dailies: […]}, {deregistrations: […]}, {userPermissionsChange: […]}),
 * each summary naming the user by user id, and, for a registration still on OAuth 1.0a, by its
 * access token too, only while the user is connected. Form posts answer 303 back to the user page, with X-Summary-Id /
 * X-Webhook-Status headers.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import {
  renderGarminMessage,
  renderGarminUserList,
  renderGarminUserPage,
  ACTIVITY_TYPES,
} from './garmin-stand-in-pages';
import {
  ALL_PERMISSIONS,
  col,
  deregister,
  newSummaryId,
  type StandInGarminUser,
  type StandInSummary,
} from './garmin-stand-in-store';
import { callbackUrlOf } from './garmin-stand-in-pull';
import { parseStart } from './stand-in-time';
import { emulatorFunctionUrl } from '../../src/shared/emulator-url';
import { backToPage, newestDelivery, requestField as field } from './stand-in-request';
import { providerConfig } from '../../src/trackers/provider-config';

function webhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  const key = encodeURIComponent(providerConfig(env).garmin.webhookKey);
  return `${emulatorFunctionUrl('garmin-webhook', env)}?key=${key}`;
}

/** What names the user in a summary: her user id, and her OAuth 1 token while she has one. */
function named(user: StandInGarminUser): Record<string, string> {
  return user.oauth1 && user.accessToken
    ? { userId: user.id, userAccessToken: user.accessToken }
    : { userId: user.id };
}

/** Toronto's offset at an instant, in seconds (Garmin's startTimeOffsetInSeconds). Pure. */
export function torontoOffsetSeconds(ms: number): number {
  const wall =
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', timeZoneName: 'longOffset' })
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(wall);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60) : 0;
}

async function push(
  db: Firestore,
  userId: string,
  body: Record<string, unknown>,
  description: string,
): Promise<number> {
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
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

async function loadUser(db: Firestore, userId: string): Promise<StandInGarminUser | null> {
  if (!/^[0-9a-f]{32}$/.test(userId)) return null;
  return (
    ((await col(db, 'users').doc(userId).get()).data() as StandInGarminUser | undefined) ?? null
  );
}

function back(
  res: Response,
  base: string,
  userId: string,
  summaryId: string | null,
  status: number | null,
) {
  backToPage(res, `${base}/users/${userId}`, {
    'X-Summary-Id': summaryId,
    'X-Webhook-Status': status,
  });
}

export async function userList(db: Firestore, res: Response, base: string) {
  const users = (await col(db, 'users').limit(100).get()).docs.map(
    (d) => d.data() as StandInGarminUser,
  );
  res.status(200).type('html').send(renderGarminUserList(base, users));
}

export async function userPage(db: Firestore, res: Response, base: string, userId: string) {
  const user = await loadUser(db, userId);
  if (!user) {
    res.status(404).type('html').send(renderGarminMessage('Not found', 'No such Garmin user.'));
    return;
  }
  const [summaries, deliveries] = await Promise.all([
    col(db, 'summaries').where('userId', '==', userId).get(),
    col(db, 'deliveries').where('userId', '==', userId).get(),
  ]);
  const last = newestDelivery<{ description: string; status: number; atMs: number }>(
    deliveries.docs,
  );
  res
    .status(200)
    .type('html')
    .send(
      renderGarminUserPage({
        base,
        user,
        summaries: summaries.docs
          .map((d) => d.data() as StandInSummary)
          .sort((a, b) => b.atMs - a.atMs),
        lastDelivery: last ?? null,
        nowMs: Date.now(),
      }),
    );
}

/** An activity summary from the add form; null when the form is incomplete. Pure. */
export function activitySummary(body: unknown, summaryId: string): Record<string, unknown> | null {
  const activityType = field(body, 'activityType');
  const km = Number(field(body, 'distance_km'));
  const startMs = parseStart(field(body, 'start'));
  const minutes =
    field(body, 'duration_minutes') === '' ? 30 : Number(field(body, 'duration_minutes'));
  if (
    !ACTIVITY_TYPES.includes(activityType) ||
    !(km >= 0 && km < 1000) ||
    startMs === null ||
    !(minutes > 0 && minutes < 10_000)
  )
    return null;
  return {
    summaryId,
    activityId: Number(summaryId),
    activityType,
    activityName: `Local ${activityType.toLowerCase()}`,
    startTimeInSeconds: Math.floor(startMs / 1000),
    startTimeOffsetInSeconds: torontoOffsetSeconds(startMs),
    durationInSeconds: Math.round(minutes * 60),
    distanceInMeters: Math.round(km * 1000 * 10) / 10,
    deviceName: 'Local Forerunner',
  };
}

/** A daily summary from the day form (the whole Toronto day); null when the form is incomplete. Pure. */
export function dailySummary(body: unknown, userId: string): Record<string, unknown> | null {
  const calendarDate = field(body, 'calendarDate');
  const km = Number(field(body, 'distance_km'));
  const steps = Number(field(body, 'steps') || 0);
  const startMs = parseStart(`${calendarDate}T00:00`);
  if (startMs === null || !(km >= 0 && km < 1000) || !(Number.isInteger(steps) && steps >= 0))
    return null;
  return {
    summaryId: `x${userId.slice(0, 7)}-${calendarDate}`,
    calendarDate,
    activityType: 'WALKING',
    startTimeInSeconds: Math.floor(startMs / 1000),
    startTimeOffsetInSeconds: torontoOffsetSeconds(startMs),
    durationInSeconds: 86_400,
    steps,
    distanceInMeters: Math.round(km * 1000 * 10) / 10,
    activeTimeInSeconds: Math.round((km / 5) * 3600),
  };
}

/** POST /users/{id}/activities, /users/{id}/dailies, /users/{id}/deregister. */
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
    void res.status(400).type('html').send(renderGarminMessage('Bad request', message));
  if (!user) {
    res.status(404).type('html').send(renderGarminMessage('Not found', 'No such Garmin user.'));
    return;
  }
  const action = rest.length === 1 ? rest[0] : '';
  if (action === 'deregister') {
    const status = user.accessToken
      ? await push(db, userId, { deregistrations: [named(user)] }, 'deregistration')
      : null;
    await deregister(db, userId);
    return back(res, base, userId, null, status);
  }
  if (action === 'permissions') {
    // Activity access on or off in Garmin Connect's privacy settings, the rest left as it was.
    const permissions =
      field(req.body, 'activity') === 'off' ? ['HEALTH_EXPORT'] : [...ALL_PERMISSIONS];
    await col(db, 'users').doc(userId).set({ permissions }, { merge: true });
    const change = {
      ...named(user),
      summaryId: `x${userId.slice(0, 7)}-${Date.now()}`,
      permissions,
      changeTimeInSeconds: Math.floor(Date.now() / 1000),
    };
    const status = user.accessToken
      ? await push(db, userId, { userPermissionsChange: [change] }, 'permission change')
      : null;
    return back(res, base, userId, null, status);
  }
  if (action !== 'activities' && action !== 'dailies') return bad('Unknown action.');
  const summary =
    action === 'activities'
      ? activitySummary(req.body, newSummaryId())
      : dailySummary(req.body, userId);
  if (!summary)
    return bad(
      action === 'activities'
        ? 'A type, a distance, a start and a duration are required.'
        : 'A date, a distance and steps are required.',
    );
  const summaryId = String(summary.summaryId);
  const kind = action === 'activities' ? 'activity' : 'daily';
  const atMs = Date.now();
  await col(db, 'summaries')
    .doc(summaryId)
    .set({ summaryId, userId, kind, summary, atMs } satisfies StandInSummary);
  // Ping mode: where the summary is, pulled by the app with her token (garmin-stand-in-pull.ts).
  const item =
    field(req.body, 'delivery') === 'ping'
      ? { ...named(user), callbackURL: callbackUrlOf(base, kind, atMs) }
      : { ...named(user), ...summary };
  const shares = (user.permissions ?? ALL_PERMISSIONS).includes(
    action === 'activities' ? 'ACTIVITY_EXPORT' : 'HEALTH_EXPORT',
  );
  const status =
    user.accessToken && shares
      ? await push(db, userId, { [action]: [item] }, `${kind} ${summaryId}`)
      : null;
  back(res, base, userId, summaryId, status);
}
