import { describe, expect, it } from 'vitest';
import { ProviderError, RetryableProviderError } from './provider-fetch';
import { BASE_BACKOFF_MS, MAX_ATTEMPTS } from './retry-policy';
import { recordOf, type RunOutcome } from './run-record';

const NOW = 1_750_000_000_000;

describe('recordOf (the inbox fields after a run)', () => {
  it.each<[string, RunOutcome, number, ReturnType<typeof recordOf>]>([
    ['done', { status: 'done' }, 1, { status: 'done', nextAttemptAt: null, lastError: null }],
    [
      'ignored',
      { status: 'ignored' },
      1,
      { status: 'ignored', nextAttemptAt: null, lastError: null },
    ],
    [
      'refused (final, with the reason: docs/security.md item 61)',
      { status: 'refused', reason: "Strava still serves activity 1 as athlete 2's" },
      1,
      {
        status: 'refused',
        nextAttemptAt: null,
        lastError: "Strava still serves activity 1 as athlete 2's",
      },
    ],
    [
      'refused on a later attempt (still final)',
      { status: 'refused', reason: 'no' },
      3,
      { status: 'refused', nextAttemptAt: null, lastError: 'no' },
    ],
    [
      'failed (a final provider answer)',
      { status: 'failed', error: new ProviderError('GET x: HTTP 400', 400) },
      1,
      { status: 'failed', nextAttemptAt: null, lastError: 'ProviderError: GET x: HTTP 400' },
    ],
    [
      'retry (429) after the first run',
      { status: 'retry', error: new RetryableProviderError('GET x: HTTP 429', 429, null) },
      1,
      {
        status: 'retry',
        nextAttemptAt: NOW + BASE_BACKOFF_MS,
        lastError: 'RetryableProviderError: GET x: HTTP 429',
      },
    ],
    [
      'retry after the last run',
      { status: 'retry', error: new Error('boom') },
      MAX_ATTEMPTS,
      { status: 'failed', nextAttemptAt: null, lastError: 'Error: boom' },
    ],
  ])('%s', (_label, outcome, attempts, record) => {
    expect(recordOf(outcome, attempts, NOW)).toEqual(record);
  });

  it('keeps at most 500 characters of a reason', () => {
    expect(recordOf({ status: 'refused', reason: 'x'.repeat(600) }, 1, NOW).lastError).toHaveLength(
      500,
    );
  });
});
