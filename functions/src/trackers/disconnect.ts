/**
 * Callable `trackers-disconnect` {} → {disconnected: 'strava' | 'fitbit' | 'garmin' | null}
 * (docs/trackers.md; beyond the spec): revokes our access at the linked provider, then
 * forgets the connection (tokens, link, users/{uid} account field). Activities already
 * imported stay. The uid comes from auth only (docs/security.md item 52).
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  disconnectRefusalTexts,
  TRACKERS_DISCONNECT,
  type DisconnectResponse,
} from '../../../src/contract/callables/tracker-connect';
import { callableFunction, refusalError } from '../shared/callable';
import { linkedDevice } from '../../../src/contract/linked-device';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { clearConnection } from './connection';
import { deployedSecrets } from './provider-config';
import { RetryableProviderError } from './provider-fetch';
import { revokeFitbit } from './fitbit/fitbit-revoke';
import { revokeGarmin } from './garmin/garmin-revoke';
import { revokeStrava } from './strava/strava-revoke';
import { userPath } from '../shared/paths';

type Revoke = (db: Firestore, uid: string) => Promise<void>;

// Registration point: how each provider's access is revoked (functions/src/trackers/{provider}/).
const REVOKE: Record<TrackerProvider, Revoke> = {
  strava: revokeStrava,
  fitbit: revokeFitbit,
  garmin: revokeGarmin,
};

export const disconnect = callableFunction(
  TRACKERS_DISCONNECT,
  async (_none, { uid }): Promise<DisconnectResponse> => {
    const db = getFirestore();
    const device = linkedDevice((await db.doc(userPath(uid)).get()).data() ?? {});
    if (device === 'none') return { disconnected: null };
    try {
      await REVOKE[device](db, uid);
    } catch (error) {
      logger.warn('tracker revoke failed', { uid, device, error: String(error) });
      if (error instanceof RetryableProviderError)
        throw refusalError('unavailable', 'unreachable', disconnectRefusalTexts(device));
      throw refusalError('internal', 'failed', disconnectRefusalTexts(device));
    }
    await clearConnection(db, uid, device);
    logger.info('tracker disconnected', { uid, device });
    return { disconnected: device };
  },
  {
    secrets: deployedSecrets([
      'STRAVA_CLIENT_SECRET',
      'FITBIT_CLIENT_SECRET',
      'GARMIN_CONSUMER_SECRET',
      'GARMIN_CLIENT_SECRET',
    ]),
  },
);
