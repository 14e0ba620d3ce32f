/**
 * The Fitbit user's side of the Google Health API stand-in: a developer (or a test) plays her,
 * adding, changing or deleting an exercise; each change is notified to our `fitbit-webhook` as
 * Google's webhooks do (docs/trackers.md, "Fitbit"): a POST with the subscriber's Authorization
 * secret and {data: {healthUserId, dataType: 'exercise', operation: 'UPSERT' | 'DELETE',
 * civilIso8601TimeInterval: {startTime, endTime}}}, only while her grant stands (the subscriber's
 * AUTOMATIC policy). /resend sends the last delivery again, unchanged (a replay). Form posts
 * answer 303 back to her page, with X-Exercise-Id / X-Webhook-Status headers.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { emulatorFunctionUrl } from '../../src/shared/emulator-url';
import { providerConfig } from '../../src/trackers/provider-config';
import { grants } from './google-stand-in-store';
import { healthGrantStands } from './health-stand-in-bearer';
import {
  EXERCISE_TYPES,
  renderHealthMessage,
  renderHealthUserList,
  renderHealthUserPage,
} from './health-stand-in-pages';
import {
  civilStart,
  healthCol,
  newExerciseId,
  type StandInExercise,
} from './health-stand-in-store';
import { backToPage, newestDelivery } from './stand-in-request';
import { offsetSecondsAt, parseStart, STAND_IN_ZONES } from './stand-in-time';

const HEALTH_USER_ID = /^[A-Za-z0-9-]{1,63}$/;

function formField(body: unknown, name: string): string {
  const value =
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** POSTs one delivery body to fitbit-webhook with the subscriber secret; records it; the status. */
async function deliver(db: Firestore, healthUserId: string, body: string, description: string) {
  const response = await fetch(emulatorFunctionUrl('fitbit-webhook'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: providerConfig().fitbit.webhookAuthorization,
    },
    body,
  });
  await healthCol(db, 'deliveries').add({
    healthUserId,
    body,
    description,
    status: response.status,
    atMs: Date.now(),
  });
  return response.status;
}

/** Notifies a change of her exercise of that civil start (null: not sent, her grant is gone). */
async function notify(
  db: Firestore,
  e: StandInExercise,
  operation: 'UPSERT' | 'DELETE',
  description: string,
) {
  if (!(await healthGrantStands(db, e.healthUserId))) return null;
  const start = civilStart(e);
  const end = civilStart({
    startMs: e.startMs + e.activeSeconds * 1000,
    offsetSeconds: e.offsetSeconds,
  });
  const body = JSON.stringify({
    data: {
      healthUserId: e.healthUserId,
      dataType: 'exercise',
      operation,
      civilIso8601TimeInterval: { startTime: start, endTime: end },
    },
  });
  return deliver(db, e.healthUserId, body, description);
}

async function lastDelivery(db: Firestore, healthUserId: string) {
  return newestDelivery<{ body: string; description: string; status: number; atMs: number }>(
    (await healthCol(db, 'deliveries').where('healthUserId', '==', healthUserId).get()).docs,
  );
}

/** Back to her page (303), saying which exercise changed and what the webhook answered. */
function back(res: Response, page: string, said: { exercise?: string; webhook: number | null }) {
  backToPage(res, page, { 'X-Exercise-Id': said.exercise, 'X-Webhook-Status': said.webhook });
}

export async function healthUserList(db: Firestore, res: Response, base: string) {
  // The Fitbit users are those who ever granted our app access at the stand-in's Google.
  const users = await grants(db).limit(100).get();
  res
    .status(200)
    .type('html')
    .send(
      renderHealthUserList(
        base,
        users.docs.map((d) => d.id),
      ),
    );
}

export async function healthUserPage(db: Firestore, res: Response, base: string, id: string) {
  if (!HEALTH_USER_ID.test(id) || !(await grants(db).doc(id).get()).exists) {
    res.status(404).type('html').send(renderHealthMessage('Not found', 'No such Fitbit user.'));
    return;
  }
  const [exercises, last, granted] = await Promise.all([
    healthCol(db, 'exercises').where('healthUserId', '==', id).get(),
    lastDelivery(db, id),
    healthGrantStands(db, id),
  ]);
  const html = renderHealthUserPage({
    base,
    healthUserId: id,
    granted,
    exercises: exercises.docs
      .map((d) => d.data() as StandInExercise)
      .sort((a, b) => b.startMs - a.startMs),
    lastDelivery: last,
    nowMs: Date.now(),
  });
  res.status(200).type('html').send(html);
}

/** The exercise a form describes, or a message saying what is wrong. */
function exerciseOf(body: unknown, id: string, healthUserId: string): StandInExercise | string {
  const exerciseType = formField(body, 'exerciseType');
  const km = Number(formField(body, 'distance_km'));
  const zone = formField(body, 'zone') || (STAND_IN_ZONES[0] as string);
  const startMs = STAND_IN_ZONES.includes(zone) ? parseStart(formField(body, 'start'), zone) : null;
  const minutesText = formField(body, 'duration_minutes');
  const minutes = minutesText === '' ? 30 : Number(minutesText);
  if (
    !EXERCISE_TYPES.includes(exerciseType) ||
    !(km >= 0 && km < 1000) ||
    startMs === null ||
    !(minutes > 0 && minutes < 10_000)
  )
    return 'A type, a distance, a start, her time zone and a duration are required.';
  return {
    id,
    healthUserId,
    exerciseType,
    startMs,
    offsetSeconds: offsetSecondsAt(startMs, zone),
    distanceMillimeters: Math.round(km * 1_000_000),
    activeSeconds: Math.round(minutes * 60),
  };
}

/** POST /users/{id}/exercises, /users/{id}/exercises/{x}[/delete], /users/{id}/resend. */
export async function healthUserAction(
  db: Firestore,
  req: Request,
  res: Response,
  base: string,
  id: string,
  rest: readonly string[],
) {
  const bad = (message: string): void =>
    void res.status(400).type('html').send(renderHealthMessage('Bad request', message));
  if (!HEALTH_USER_ID.test(id) || !(await grants(db).doc(id).get()).exists) {
    res.status(404).type('html').send(renderHealthMessage('Not found', 'No such Fitbit user.'));
    return;
  }
  const page = `${base}/users/${id}`;
  if (rest.length === 1 && rest[0] === 'resend') {
    const last = await lastDelivery(db, id);
    if (!last) return bad('Nothing was sent yet.');
    const again = await deliver(db, id, last.body, `${last.description} (again)`);
    return back(res, page, { webhook: again });
  }
  if (rest.length === 1 && rest[0] === 'exercises') {
    const made = exerciseOf(req.body, newExerciseId(), id);
    if (typeof made === 'string') return bad(made);
    await healthCol(db, 'exercises').doc(made.id).create(made);
    const sent = await notify(db, made, 'UPSERT', `added ${made.id}`);
    return back(res, page, { exercise: made.id, webhook: sent });
  }
  const ref =
    rest[0] === 'exercises' && rest[1] ? healthCol(db, 'exercises').doc(String(rest[1])) : null;
  const stored = ref ? ((await ref.get()).data() as StandInExercise | undefined) : undefined;
  if (!ref || !stored || stored.healthUserId !== id) return bad('No such exercise.');
  if (rest.length === 3 && rest[2] === 'delete') {
    await ref.delete();
    const sent = await notify(db, stored, 'DELETE', `deleted ${stored.id}`);
    return back(res, page, { exercise: stored.id, webhook: sent });
  }
  if (rest.length === 2) {
    // A change keeps the start: only the type and the distance are edited.
    const type = formField(req.body, 'exerciseType');
    const km = Number(formField(req.body, 'distance_km'));
    if (!EXERCISE_TYPES.includes(type) || !(km >= 0 && km < 1000))
      return bad('A type and a distance are required.');
    const changed = {
      ...stored,
      exerciseType: type,
      distanceMillimeters: Math.round(km * 1_000_000),
    };
    await ref.set(changed);
    const sent = await notify(db, changed, 'UPSERT', `changed ${stored.id}`);
    return back(res, page, { exercise: stored.id, webhook: sent });
  }
  bad('Unknown action.');
}
