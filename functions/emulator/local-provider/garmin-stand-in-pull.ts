/**
 * The Garmin stand-in's Health API pull side (docs/trackers-fitbit-garmin.md, "Local
 * stand-ins"): what a ping's callback URL names.
 *   GET /wellness-api/rest/activities | dailies ?uploadStartTimeInSeconds&uploadEndTimeInSeconds
 *   (bearer, or signed for an OAuth 1 pair) → the user's summaries uploaded in that window
 *   (a window of at most 24 h, as Garmin's; `token` is the parameter Garmin adds after the move,
 *   accepted and not needed here). The test hook failNext applies (429 with Retry-After: 1).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { failedAsPlanned, requestUser } from './garmin-stand-in-auth';
import { col, type StandInSummary } from './garmin-stand-in-store';

const MAX_WINDOW_S = 86_400;

/** The callback URL of a ping for summaries uploaded at `atMs` (a one-second window). Pure. */
export function callbackUrlOf(base: string, kind: 'activity' | 'daily', atMs: number): string {
  const start = Math.floor(atMs / 1000);
  const params = new URLSearchParams({
    uploadStartTimeInSeconds: String(start),
    uploadEndTimeInSeconds: String(start + 1),
    token: String(atMs),
  });
  return `${base}/wellness-api/rest/${kind === 'activity' ? 'activities' : 'dailies'}?${params}`;
}

export async function summariesApi(
  db: Firestore,
  req: Request,
  res: Response,
  path: string,
  kind: 'activity' | 'daily',
) {
  if (await failedAsPlanned(db, res)) return;
  const userId = await requestUser(db, req, res, path);
  if (!userId) return;
  const start = Number(req.query.uploadStartTimeInSeconds);
  const end = Number(req.query.uploadEndTimeInSeconds);
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    end <= start ||
    end - start > MAX_WINDOW_S
  ) {
    res.status(400).json({
      errorMessage:
        'uploadStartTimeInSeconds and uploadEndTimeInSeconds (at most 24 h apart) are required',
    });
    return;
  }
  const docs = await col(db, 'summaries').where('userId', '==', userId).get();
  res.status(200).json(
    docs.docs
      .map((d) => d.data() as StandInSummary)
      .filter((s) => s.kind === kind && s.atMs >= start * 1000 && s.atMs < end * 1000)
      .map((s) => ({ userId, ...s.summary })),
  );
}
