import { describe, expect, it } from 'vitest';
import { ProviderError, RetryableProviderError } from '../provider-fetch';
import {
  answerOf,
  deauthorizeVerdict,
  deleteVerdict,
  errorResources,
  type VerifyAnswer,
} from './strava-verify';

const ATHLETE = '4242';
const ACTIVITY = '987654321';

const served = (json: unknown): VerifyAnswer => ({ kind: 'served', json });
const error = (
  step: 'refresh' | 'read',
  status: number,
  resources: string[] = [],
): VerifyAnswer => ({ kind: 'error', step, status, resources });
const unavailable: VerifyAnswer = { kind: 'unavailable' };
const activity = (athleteId: unknown) => ({
  id: Number(ACTIVITY),
  athlete: { id: athleteId },
  sport_type: 'Run',
  distance: 5000,
});

describe('deleteVerdict (a Strava delete is applied only when Strava confirms it: docs/security.md item 61)', () => {
  it.each([
    ['the activity read answers 404 (gone)', error('read', 404, ['Activity']), 'confirmed'],
    ["Strava serves it as another athlete's", served(activity(777)), 'confirmed'],
    ['Strava serves it as hers', served(activity(Number(ATHLETE))), 'refused'],
    ['Strava serves it as hers (id as text)', served(activity(ATHLETE)), 'refused'],
    ['Strava serves it without an athlete', served({ id: Number(ACTIVITY) }), 'refused'],
    ['Strava serves something unreadable', served(null), 'refused'],
    [
      'the activity read answers 401 (her token refused)',
      error('read', 401, ['Athlete']),
      'refused',
    ],
    ['the activity read answers 403', error('read', 403), 'refused'],
    [
      'the refresh answers 400 (her grant is gone)',
      error('refresh', 400, ['RefreshToken']),
      'refused',
    ],
    ['the refresh answers 404', error('refresh', 404), 'refused'],
    ['Strava is unavailable (429, 5xx, network)', unavailable, 'retry'],
    [
      'Strava refuses our client credentials on the refresh',
      error('refresh', 401, ['Application']),
      'failed',
    ],
    [
      'Strava refuses our client credentials on the read',
      error('read', 400, ['Application']),
      'failed',
    ],
  ])('%s: %s', (_label, answer, verdict) => {
    expect(deleteVerdict(answer, ATHLETE, ACTIVITY).verdict).toBe(verdict);
  });

  it('says why, naming the activity', () => {
    expect(deleteVerdict(served(activity(Number(ATHLETE))), ATHLETE, ACTIVITY)).toEqual({
      verdict: 'refused',
      reason: `Strava still serves activity ${ACTIVITY} as athlete ${ATHLETE}'s: not deleted`,
    });
    expect(deleteVerdict(error('refresh', 400), ATHLETE, ACTIVITY)).toEqual({
      verdict: 'refused',
      reason: `Strava could not confirm the delete of activity ${ACTIVITY}: the token refresh answered 400`,
    });
  });
});

describe('deauthorizeVerdict (a Strava deauthorization is applied only when the token no longer works)', () => {
  it.each([
    ['the athlete read answers 401', error('read', 401, ['Athlete']), 'confirmed'],
    [
      'the refresh answers 400 (invalid grant)',
      error('refresh', 400, ['RefreshToken']),
      'confirmed',
    ],
    ['the refresh answers 401', error('refresh', 401, ['RefreshToken']), 'confirmed'],
    ['the athlete read answers her athlete', served({ id: Number(ATHLETE) }), 'refused'],
    ['the athlete read answers someone else', served({ id: 1 }), 'refused'],
    ['the athlete read answers 403', error('read', 403), 'refused'],
    ['the athlete read answers 404', error('read', 404), 'refused'],
    ['the refresh answers 403', error('refresh', 403), 'refused'],
    ['Strava is unavailable (429, 5xx, network)', unavailable, 'retry'],
    [
      'Strava refuses our client credentials on the refresh',
      error('refresh', 401, ['Application']),
      'failed',
    ],
  ])('%s: %s', (_label, answer, verdict) => {
    expect(deauthorizeVerdict(answer, ATHLETE).verdict).toBe(verdict);
  });

  it('says why', () => {
    expect(deauthorizeVerdict(served({ id: Number(ATHLETE) }), ATHLETE)).toEqual({
      verdict: 'refused',
      reason: `Strava still accepts athlete ${ATHLETE}'s token: not deauthorized`,
    });
  });
});

describe('answerOf (a failed verification call as an answer)', () => {
  it.each([
    ['a 429', new RetryableProviderError('x', 429, null), { kind: 'unavailable' }],
    ['a 503', new RetryableProviderError('x', 503, 1000), { kind: 'unavailable' }],
    ['no answer (network)', new RetryableProviderError('x', null, null), { kind: 'unavailable' }],
    [
      "a 404 with Strava's error body",
      new ProviderError(
        'x',
        404,
        '{"message":"Record Not Found","errors":[{"resource":"Activity","field":"id","code":"invalid"}]}',
      ),
      { kind: 'error', step: 'read', status: 404, resources: ['Activity'] },
    ],
    [
      'a 401 without a body',
      new ProviderError('x', 401),
      { kind: 'error', step: 'read', status: 401, resources: [] },
    ],
  ])('%s', (_label, failure, answer) => {
    expect(answerOf('read', failure)).toEqual(answer);
  });

  it('is null for an error of ours (thrown on, retried by the inbox)', () => {
    expect(answerOf('refresh', new Error('contention'))).toBeNull();
  });
});

describe('errorResources', () => {
  it.each([
    [
      '{"message":"Bad Request","errors":[{"resource":"Application","field":"client_id","code":"invalid"}]}',
      ['Application'],
    ],
    [
      '{"errors":[{"resource":"RefreshToken"},{"resource":"Athlete"},{"field":"x"}]}',
      ['RefreshToken', 'Athlete'],
    ],
    ['{"errors":"none"}', []],
    ['<html>proxy</html>', []],
    ['', []],
  ])('%s', (body, resources) => {
    expect(errorResources(body)).toEqual(resources);
  });
});
