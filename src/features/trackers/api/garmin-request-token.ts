/**
 * Garmin connect starts with a server-side OAuth 1.0a request token (spec 02 §7: callable
 * garmin-getOAuthRequestToken, no payload, response temporaryToken; the step fails when no
 * token is returned, §5).
 */
import {
  connectRefusalTexts,
  GARMIN_REQUEST_TOKEN,
  TRACKER_CONNECT_REFUSALS,
  type GarminRequestTokenResponse,
} from '../../../contract/callables/tracker-connect';
import { wordedFailure } from '../../../lib/callable-refusal';
import { callable } from '../../../lib/functions';

const TEXTS = connectRefusalTexts('garmin');

export async function requestGarminToken(): Promise<string> {
  const result = await callable<Record<string, never>, Partial<GarminRequestTokenResponse>>(
    GARMIN_REQUEST_TOKEN.name,
  )({}).catch((error: unknown) => {
    throw wordedFailure(error, TRACKER_CONNECT_REFUSALS, TEXTS);
  });
  const token = result.data.temporaryToken;
  if (typeof token !== 'string' || token === '') throw new Error(TEXTS.noTemporaryToken);
  return token;
}
