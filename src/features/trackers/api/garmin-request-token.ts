/**
 * Garmin connect starts with a server-side OAuth 1.0a request token (spec 02 §7: callable
 * garmin-getOAuthRequestToken, no payload, response temporaryToken; the step fails when no
 * token is returned, §5).
 */
import { callable } from '../../../lib/functions';

export async function requestGarminToken(): Promise<string> {
  const result = await callable<Record<string, never>, { temporaryToken?: unknown }>(
    'garmin-getOAuthRequestToken',
  )({});
  const token = result.data.temporaryToken;
  if (typeof token !== 'string' || token === '')
    throw new Error('Garmin returned no temporary token.');
  return token;
}
