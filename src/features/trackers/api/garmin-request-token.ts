/**
 * Garmin connect starts with a server-side OAuth 1.0a request token (spec 02 §7: callable
 * garmin-getOAuthRequestToken, no payload, response temporaryToken; the step fails when no
 * token is returned, §5).
 */
import {
  GARMIN_REQUEST_TOKEN,
  GARMIN_TEXTS,
  type GarminRequestTokenResponse,
} from '../../../contract/callables/tracker-connect';
import { callable } from '../../../lib/functions';

export async function requestGarminToken(): Promise<string> {
  const result = await callable<Record<string, never>, Partial<GarminRequestTokenResponse>>(
    GARMIN_REQUEST_TOKEN.name,
  )({});
  const token = result.data.temporaryToken;
  if (typeof token !== 'string' || token === '') throw new Error(GARMIN_TEXTS.noTemporaryToken);
  return token;
}
