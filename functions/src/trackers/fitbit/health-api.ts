/**
 * The Google Health API, as Fitbit's data is read since the Fitbit Web API was shut down
 * (docs/trackers.md, "Fitbit"), and Google's revocation endpoint: users.getIdentity,
 * users.dataTypes.dataPoints.list of `exercise`, revoke. (Codes and refresh tokens go through
 * the connect core's token-endpoint client, oauth2/token-endpoint.ts.) Against the configured URLs: Google's, or the local stand-in in the emulator
 * suite. Failures are providerFetch's: RetryableProviderError (429, 5xx, network) or
 * ProviderError (any other answer: 410 Gone included).
 */
import type { FitbitConfig } from '../provider-config';
import { ProviderError, providerFetch } from '../provider-fetch';
import { record } from '../../shared/record';
import {
  exerciseFilter,
  parseExercisePage,
  type DaySpan,
  type ExercisePage,
} from './health-exercise';

/** The scope we ask for and need: reading activity and fitness data, exercise included. */
export const ACTIVITY_SCOPE =
  'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly';

/** Whether a grant lets us read exercise (she may untick the scope on Google's consent screen). */
export function grantsActivity(scope: string): boolean {
  return scope.split(/\s+/).includes(ACTIVITY_SCOPE);
}

function postForm(url: string, form: Record<string, string>) {
  return providerFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * Ends the grant: revoking the refresh token revokes its access tokens too. The client
 * authenticates as RFC 7009 has it (Google's revoke takes the token alone and ignores the rest).
 */
export async function revokeToken(config: FitbitConfig, token: string): Promise<void> {
  await postForm(config.revokeUrl, {
    token,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
}

const bearer = (accessToken: string) => ({ headers: { Authorization: `Bearer ${accessToken}` } });

/** users.getIdentity: her healthUserId (the id notifications name). */
export async function fetchHealthUserId(
  config: FitbitConfig,
  accessToken: string,
): Promise<string> {
  const { healthUserId } = record(
    await providerFetch(`${config.baseUrl}/v4/users/me/identity`, bearer(accessToken)),
  );
  if (typeof healthUserId !== 'string' || !/^[A-Za-z0-9-]{1,63}$/.test(healthUserId))
    throw new ProviderError('Google Health identity without healthUserId', 200);
  return healthUserId;
}

/** Data points of exercise a page holds at most (Google's maximum for exercise). */
export const EXERCISE_PAGE_SIZE = 25;

/** One page of her exercises whose local start falls on a day of `span`. */
export async function fetchExercisePage(
  config: FitbitConfig,
  accessToken: string,
  span: DaySpan,
  pageToken?: string,
): Promise<ExercisePage> {
  const query = new URLSearchParams({
    filter: exerciseFilter(span),
    pageSize: String(EXERCISE_PAGE_SIZE),
  });
  if (pageToken !== undefined) query.set('pageToken', pageToken);
  const page = parseExercisePage(
    await providerFetch(
      `${config.baseUrl}/v4/users/me/dataTypes/exercise/dataPoints?${query}`,
      bearer(accessToken),
    ),
  );
  if (!page) throw new ProviderError('Google Health list answer without dataPoints', 200);
  return page;
}
