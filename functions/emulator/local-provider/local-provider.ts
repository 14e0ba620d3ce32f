/**
 * HTTP `localProvider`: the tracker providers played locally, for the emulator suite only
 * (docs/trackers.md, "Local stand-in"), like the local checkout plays Stripe. Exported by
 * functions/emulator/index.ts (the emulator bundle) only when FUNCTIONS_EMULATOR is 'true', and
 * answering 404 anywhere else.
 * Routes: /{provider}/… to that provider's stand-in; /sweep runs the inbox's retry sweep
 * (the emulator never fires the 10-minute schedule).
 * State lives in local_provider/{provider}/… (server-only).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { sweepDueEvents } from '../../src/trackers/process-event';
import { isEmulator } from '../../src/trackers/provider-config';
import { fitbitStandIn } from './fitbit-stand-in';
import { garminStandIn } from './garmin-stand-in';
import { googleStandIn } from './google-stand-in';
import { stravaStandIn } from './strava-stand-in';

/** One provider's stand-in: answers the request for the path below /{provider}. */
export type StandIn = (req: Request, res: Response, path: string) => Promise<void>;

// Registration point: /fitbit/… and /garmin/… (fitbit-stand-in.ts, garmin-stand-in.ts).
// 'google': Google's OAuth 2.0 for Fitbit's data (google-stand-in.ts).
const STAND_INS: Partial<Record<TrackerProvider | 'google', StandIn>> = {
  strava: stravaStandIn,
  google: googleStandIn,
  fitbit: fitbitStandIn,
  garmin: garminStandIn,
};

export function localProviderEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return isEmulator(env);
}

export const localProvider = onRequest(async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (!localProviderEnabled()) {
    res.status(404).send('The local provider stand-in only runs in the emulator suite.');
    return;
  }
  const [, first = '', ...rest] = req.path.split('/');
  if (first === 'sweep' && req.method === 'POST') {
    // ?now= (ms) lets a test say the backoff has passed without waiting for it.
    const now = Number(req.query.now);
    const processed = await sweepDueEvents(
      getFirestore(),
      Number.isFinite(now) && now > 0 ? now : Date.now(),
    );
    res.status(200).json({ processed });
    return;
  }
  const standIn = STAND_INS[first as TrackerProvider | 'google'];
  if (!standIn) {
    res.status(404).send('Unknown provider.');
    return;
  }
  await standIn(req, res, `/${rest.join('/')}`);
});
