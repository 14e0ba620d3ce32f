import { describe, expect, it } from 'vitest';
import { failureKind, refusalMessage } from './exchange-state';

const callableError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

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
    [
      callableError('functions/invalid-argument', 'Strava did not accept this authorization code.'),
      'restart',
      'Strava did not accept this authorization code.',
    ],
    [
      callableError(
        'functions/failed-precondition',
        'This Strava account is already connected to another participant.',
      ),
      'restart',
      'This Strava account is already connected to another participant.',
    ],
    [callableError('functions/permission-denied', ' '), 'restart', null],
  ])('%s: %s, %j', (error, kind, message) => {
    expect(failureKind(error)).toBe(kind);
    expect(refusalMessage(error)).toBe(message);
  });
});
