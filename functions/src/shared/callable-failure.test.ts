import { describe, expect, it } from 'vitest';
import { failureKind } from './callable-failure';

const withCode = (code: unknown) => Object.assign(new Error('x'), { code });

describe('failureKind', () => {
  it.each([
    ['Firestore UNAVAILABLE (14)', withCode(14), 'outage'],
    ['Firestore DEADLINE_EXCEEDED (4)', withCode(4), 'outage'],
    ['Firestore ABORTED (10)', withCode(10), 'outage'],
    ['Firestore RESOURCE_EXHAUSTED (8)', withCode(8), 'outage'],
    ['a refused connection', withCode('ECONNREFUSED'), 'outage'],
    ['a reset connection', withCode('ECONNRESET'), 'outage'],
    [
      'fetch failed with a socket cause',
      new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }),
      'outage',
    ],
    ['an aborted fetch', Object.assign(new Error('x'), { name: 'AbortError' }), 'outage'],
    ['Firestore NOT_FOUND (5)', withCode(5), 'unknown'],
    ['Firestore INVALID_ARGUMENT (3)', withCode(3), 'unknown'],
    ['a TypeError from a bug', new TypeError('undefined is not a function'), 'unknown'],
    ['a string', 'boom', 'unknown'],
    ['null', null, 'unknown'],
  ])('%s → %s', (_label, error, expected) => {
    expect(failureKind(error)).toBe(expected);
  });
});
