/**
 * The Google Health API as the stand-in plays it (docs/trackers.md, "Local stand-in"), bearer
 * tokens of the OAuth 2.0 stand-in's Google (health-stand-in-bearer.ts):
 *   GET /v4/users/me/identity                                   {name, healthUserId}
 *   GET /v4/users/me/dataTypes/exercise/dataPoints?filter&pageSize&pageToken
 *   GET /v4/users/me/dataTypes/exercise/dataPoints/{id}
 * Errors in Google's JSON shape {error: {code, message, status}}. The list takes the filter
 * `exercise.interval.civil_start_time >= "D" AND exercise.interval.civil_start_time < "D"` and
 * pages of at most 25 (Google's limit for exercise).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { healthBearer } from './health-stand-in-bearer';
import {
  civilStart,
  exercisePoint,
  healthCol,
  nextFault,
  type StandInExercise,
} from './health-stand-in-store';

const STATUS: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  410: 'GONE',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export function googleError(res: Response, code: number, message: string): void {
  res.status(code).json({ error: { code, message, status: STATUS[code] ?? 'UNKNOWN' } });
}

const CIVIL = '(\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}:\\d{2})?)';
const FILTER = new RegExp(
  `^exercise\\.interval\\.civil_start_time >= "${CIVIL}" AND exercise\\.interval\\.civil_start_time < "${CIVIL}"$`,
);
const PAGE_MAX = 25;

async function faulted(db: Firestore, res: Response): Promise<boolean> {
  const fault = await nextFault(db);
  if (!fault) return false;
  if (fault.retryAfterSeconds !== null) res.set('Retry-After', String(fault.retryAfterSeconds));
  googleError(res, fault.status, 'Local fault (local_provider/fitbit.failNext)');
  return true;
}

export async function healthApi(
  db: Firestore,
  req: Request,
  res: Response,
  path: string,
): Promise<void> {
  if (req.method !== 'GET') return googleError(res, 404, 'Not found.');
  if (await faulted(db, res)) return;
  const bearer = await healthBearer(db, req);
  if (!bearer) return googleError(res, 401, 'Request had invalid authentication credentials.');
  if (path === '/v4/users/me/identity') {
    res.status(200).json({ name: 'users/me/identity', healthUserId: bearer.healthUserId });
    return;
  }
  if (!bearer.activity)
    return googleError(res, 403, 'Request had insufficient authentication scopes.');
  const one = /^\/v4\/users\/me\/dataTypes\/exercise\/dataPoints\/([0-9]{1,20})$/.exec(path);
  if (one) {
    const e = (await healthCol(db, 'exercises').doc(String(one[1])).get()).data() as
      StandInExercise | undefined;
    if (!e || e.healthUserId !== bearer.healthUserId)
      return googleError(res, 404, 'Data point not found.');
    res.status(200).json(exercisePoint(e));
    return;
  }
  if (path !== '/v4/users/me/dataTypes/exercise/dataPoints')
    return googleError(res, 404, 'Not found.');
  const filter = FILTER.exec(String(req.query.filter ?? ''));
  const size = Math.min(PAGE_MAX, Number(req.query.pageSize ?? PAGE_MAX));
  const offset = req.query.pageToken === undefined ? 0 : Number(req.query.pageToken);
  if (!filter || !(size > 0) || !Number.isInteger(offset) || offset < 0)
    return googleError(
      res,
      400,
      'INVALID_DATA_POINT_FILTER: a civil start time range is required.',
    );
  const [from, to] = [String(filter[1]), String(filter[2])];
  const mine = (
    await healthCol(db, 'exercises').where('healthUserId', '==', bearer.healthUserId).get()
  ).docs
    .map((d) => d.data() as StandInExercise)
    .filter((e) => civilStart(e) >= from && civilStart(e) < to)
    .sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
  const page = mine.slice(offset, offset + size);
  res.status(200).json({
    dataPoints: page.map(exercisePoint),
    ...(offset + size < mine.length ? { nextPageToken: String(offset + size) } : {}),
  });
}
