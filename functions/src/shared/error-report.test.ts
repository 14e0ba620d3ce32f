// @vitest-environment node
/**
 * The functions' errors reach Sentry with the release and the function's name (error-report.ts),
 * through a retried trigger's wrapper (trigger-retry.ts). Sentry's transport is replaced by one
 * built with its own createTransport that keeps the envelopes instead of sending them: the event
 * is the one @sentry/node would send.
 */
import { createTransport } from '@sentry/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DSN = 'https://public@o0.ingest.sentry.io/1';
const RELEASE = '0123456789abcdef0123456789abcdef01234567';

interface SentEvent {
  readonly release?: string;
  readonly environment?: string;
  readonly level?: string;
  readonly tags?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  readonly exception?: { values: { type: string; value: string }[] };
}

/** The events of the envelopes the transport was given (one JSON line per header and item). */
function eventsOf(bodies: readonly (string | Uint8Array)[]): SentEvent[] {
  return bodies.flatMap((body) => {
    const lines = (typeof body === 'string' ? body : new TextDecoder().decode(body))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type?: string });
    return lines.flatMap((line, i) => (line.type === 'event' ? [lines[i + 1] as SentEvent] : []));
  });
}

async function loadWithTransport() {
  vi.resetModules();
  const bodies: (string | Uint8Array)[] = [];
  const report = await import('./error-report');
  report.setErrorReportTestOptions({
    transport: (options) =>
      createTransport(options, (request) => {
        bodies.push(request.body);
        return Promise.resolve({ statusCode: 200 });
      }),
  });
  const { reportedTrigger } = await import('./trigger-retry');
  return { bodies, report, reportedTrigger };
}

describe('errors to Sentry', () => {
  beforeEach(() => {
    vi.stubEnv('SENTRY_RELEASE', RELEASE);
    vi.stubEnv('GCLOUD_PROJECT', 'virtual-challenges-staging');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('a failed trigger run is sent with the release and the trigger, then thrown again for the retry', async () => {
    vi.stubEnv('SENTRY_DSN', DSN);
    const { bodies, reportedTrigger } = await loadWithTransport();
    const handler = reportedTrigger('onPaymentWritten', () =>
      Promise.reject(new Error('provisioning failed')),
    );
    await expect(handler({ id: 'event-1' })).rejects.toThrow('provisioning failed');
    expect(eventsOf(bodies)).toEqual([
      expect.objectContaining({
        release: RELEASE,
        environment: 'virtual-challenges-staging',
        level: 'error',
        tags: { function: 'onPaymentWritten' },
        extra: { eventId: 'event-1' },
        exception: {
          values: [expect.objectContaining({ type: 'Error', value: 'provisioning failed' })],
        },
      }),
    ]);
  });

  it('a run that succeeds sends nothing', async () => {
    vi.stubEnv('SENTRY_DSN', DSN);
    const { bodies, reportedTrigger } = await loadWithTransport();
    await reportedTrigger('onActivityWritten', () => Promise.resolve())({ id: 'event-2' });
    expect(bodies).toEqual([]);
  });

  it('without SENTRY_DSN (the emulator suite) nothing is sent and the error still goes on', async () => {
    vi.stubEnv('SENTRY_DSN', '');
    const { bodies, report, reportedTrigger } = await loadWithTransport();
    const handler = reportedTrigger('onActivityWritten', () => Promise.reject(new Error('x')));
    await expect(handler({ id: 'event-3' })).rejects.toThrow('x');
    await report.reportFunctionError('startCheckout', new Error('y'));
    expect(bodies).toEqual([]);
  });
});

describe('errorReportOptions', () => {
  it.each([
    ['no DSN', {}, RELEASE, null],
    ['a blank DSN', { SENTRY_DSN: '  ' }, RELEASE, null],
    [
      'a DSN: the release and the project',
      { SENTRY_DSN: DSN, GCLOUD_PROJECT: 'p' },
      RELEASE,
      { dsn: DSN, release: RELEASE, environment: 'p', defaultIntegrations: false },
    ],
    [
      'a bundle built without a release',
      { SENTRY_DSN: DSN },
      '',
      { dsn: DSN, release: 'unknown', environment: 'unknown', defaultIntegrations: false },
    ],
  ])('%s', async (_, env, release, options) => {
    const { errorReportOptions } = await import('./error-report');
    expect(errorReportOptions(env, release)).toEqual(options);
  });
});
