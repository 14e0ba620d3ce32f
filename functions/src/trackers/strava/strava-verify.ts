/**
 * Whether Strava confirms an event that would remove or disconnect something (docs/trackers.md,
 * "What is verified"; docs/security.md item 61). Strava does not sign webhook events, and the
 * subscription id, athlete ids and activity ids are no secrets, so a delete or a
 * deauthorization is applied only when Strava, asked with the athlete's own token, says the
 * same. Pure: strava-handler.ts makes the calls and acts on the verdict.
 *
 * Each check has two steps: `refresh` (the token endpoint, only when the stored access token
 * expires soon) and `read` (a delete reads GET /api/v3/activities/{id}, a deauthorization
 * GET /api/v3/athlete).
 * - delete: confirmed when the activity is gone (404) or served as someone else's; refused when
 *   Strava still serves it as hers, or when it cannot be asked (her grant refused: a real delete
 *   is never followed by a revocation that hides it, Strava sends nothing after one).
 * - deauthorization: confirmed when her token no longer works (the read answers 401, or the
 *   refresh answers 400/401 for the refresh token); refused when the token still works.
 * - 429, 5xx and network trouble are never an answer: retry (the inbox's backoff).
 * - Strava refusing our client id or secret is our misconfiguration, not the athlete's answer:
 *   failed (logged as an error), nothing changed.
 */
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import { stravaId } from './strava-activity';
import { record } from '../../shared/record';

export type VerifyStep = 'refresh' | 'read';

/** How a verification ended. */
export type VerifyAnswer =
  /** The read answered (2xx) with this body. */
  | { readonly kind: 'served'; readonly json: unknown }
  /** A step's final HTTP answer (4xx), with the `resource`s Strava's error body names. */
  | {
      readonly kind: 'error';
      readonly step: VerifyStep;
      readonly status: number;
      readonly resources: readonly string[];
    }
  /** 429, 5xx, network trouble, a timeout: worth asking again later. */
  | { readonly kind: 'unavailable' };

export type Verdict =
  | { readonly verdict: 'confirmed'; readonly reason: string }
  | { readonly verdict: 'refused'; readonly reason: string }
  | { readonly verdict: 'retry' }
  | { readonly verdict: 'failed' };

/** The `resource`s of Strava's error body {message, errors: [{resource, field, code}]}. */
export function errorResources(body: string): string[] {
  try {
    const errors = record(JSON.parse(body) as unknown).errors;
    return Array.isArray(errors)
      ? errors.map((e) => record(e).resource).filter((r): r is string => typeof r === 'string')
      : [];
  } catch {
    return [];
  }
}

/** A failed step's answer; null for an error of ours (not the provider's answer: thrown on). */
export function answerOf(step: VerifyStep, error: unknown): VerifyAnswer | null {
  if (error instanceof RetryableProviderError) return { kind: 'unavailable' };
  if (!(error instanceof ProviderError)) return null;
  if (error.status === null) return { kind: 'unavailable' };
  return { kind: 'error', step, status: error.status, resources: errorResources(error.body) };
}

const confirmed = (reason: string): Verdict => ({ verdict: 'confirmed', reason });
const refused = (reason: string): Verdict => ({ verdict: 'refused', reason });
const RETRY: Verdict = { verdict: 'retry' };
const FAILED: Verdict = { verdict: 'failed' };

type ErrorAnswer = Extract<VerifyAnswer, { kind: 'error' }>;

/** Strava refusing our client id or secret (an error naming the Application). */
const ourCredentials = (answer: ErrorAnswer) => answer.resources.includes('Application');

const stepName = (answer: ErrorAnswer, read: string) =>
  answer.step === 'refresh' ? 'token refresh' : read;

/** A delete of `activityId`, announced for athlete `athleteId`. */
export function deleteVerdict(
  answer: VerifyAnswer,
  athleteId: string,
  activityId: string,
): Verdict {
  if (answer.kind === 'unavailable') return RETRY;
  if (answer.kind === 'error') {
    if (ourCredentials(answer)) return FAILED;
    if (answer.step === 'read' && answer.status === 404)
      return confirmed(`Strava answers 404 for activity ${activityId}: it is gone`);
    return refused(
      `Strava could not confirm the delete of activity ${activityId}: the ${stepName(answer, 'activity read')} answered ${answer.status}`,
    );
  }
  const owner = stravaId(record(record(answer.json).athlete).id);
  if (owner !== null && owner !== athleteId)
    return confirmed(`Strava serves activity ${activityId} as athlete ${owner}'s`);
  return refused(
    `Strava still serves activity ${activityId} as athlete ${athleteId}'s: not deleted`,
  );
}

/** A deauthorization announced for athlete `athleteId`. */
export function deauthorizeVerdict(answer: VerifyAnswer, athleteId: string): Verdict {
  if (answer.kind === 'unavailable') return RETRY;
  if (answer.kind === 'error') {
    if (ourCredentials(answer)) return FAILED;
    const tokenRefused =
      answer.step === 'refresh'
        ? answer.status === 400 || answer.status === 401
        : answer.status === 401;
    if (tokenRefused)
      return confirmed(
        `Strava refuses athlete ${athleteId}'s ${answer.step === 'refresh' ? 'refresh' : 'access'} token (${answer.status}): the grant is gone`,
      );
    return refused(
      `Strava did not confirm the deauthorization of athlete ${athleteId}: the ${stepName(answer, 'athlete read')} answered ${answer.status}`,
    );
  }
  return refused(`Strava still accepts athlete ${athleteId}'s token: not deauthorized`);
}
