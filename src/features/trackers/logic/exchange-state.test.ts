import { describe, expect, it } from 'vitest';
import { failureKind, refusalOf } from './exchange-state';

/** A callable error as the api modules throw it (lib/callable-refusal.ts): code, message, details. */
const callableError = (code: string, message: string, refusal?: string) =>
  Object.assign(new Error(message), {
    code,
    details: refusal === undefined ? undefined : { refusal },
  });

describe('a failed tracker exchange', () => {
  it.each([
    [
      callableError('functions/unavailable', 'Strava could not be reached; please try again.'),
      'retry',
      null,
    ],
    [callableError('functions/internal', 'internal'), 'retry', null],
    [callableError('functions/deadline-exceeded', 'deadline-exceeded'), 'retry', null],
    [new Error('Unexpected answer'), 'retry', null],
    ['a string', 'retry', null],
    [callableError('functions/unavailable', 'unreachable', 'unreachable'), 'retry', null],
    [
      callableError(
        'functions/invalid-argument',
        'Strava did not accept this authorization code.',
        'codeNotAccepted',
      ),
      'restart',
      'codeNotAccepted',
    ],
    [
      callableError(
        'functions/failed-precondition',
        'This Strava account is already connected to another participant.',
        'accountTaken',
      ),
      'restart',
      'accountTaken',
    ],
    [callableError('functions/permission-denied', 'no code given'), 'restart', null],
    [callableError('functions/permission-denied', 'unknown code', 'somethingNew'), 'restart', null],
  ])('%s: %s, %j', (error, kind, refusal) => {
    expect(failureKind(error)).toBe(kind);
    expect(refusalOf(error)).toBe(refusal);
  });
});
