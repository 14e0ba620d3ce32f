// @vitest-environment node
/**
 * The functions' errors reach Sentry with the release and the function's name (error-report.ts),
 * through a retried trigger's wrapper (trigger-retry.ts) and the callable wrapper (callable.ts). Sentry's transport is replaced by one
 * built with its own createTransport that keeps the envelopes instead of sending them: the event
 * is the one @sentry/node would send.
 */
import { createTransport } from '@sentry/node';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MY_DATA } from '../../../src/contract/callables/export-my-data';

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
  const { callableFunction } = await import('./callable');
  return { bodies, report, reportedTrigger, callableFunction };
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

describe('a callable failure to Sentry', () => {
  beforeEach(() => {
    vi.stubEnv('SENTRY_DSN', DSN);
    vi.stubEnv('SENTRY_RELEASE', RELEASE);
  });
  afterEach(() => vi.unstubAllEnvs());

  /** Runs a callable (exportMyData's contract) whose handler throws `error`; what it threw. */
  async function callFailing(error: unknown) {
    const loaded = await loadWithTransport();
    // duringDeletion 'run': the wrapper reads no deletion marker, so no Firestore is needed here.
    const callable = loaded.callableFunction(EXPORT_MY_DATA, () => Promise.reject(error), {
      duringDeletion: 'run',
    });
    const request = { auth: { uid: 'u1', token: {} }, data: {} } as unknown as CallableRequest<
      Record<string, never>
    >;
    const thrown: unknown = await callable.run(request).then(
      () => null,
      (e: unknown) => e,
    );
    return { thrown, events: eventsOf(loaded.bodies) };
  }

  it.each([
    [
      'a bug: internal for the browser, an error with the release',
      new Error('boom'),
      'internal',
      'error',
    ],
    [
      'an outage: unavailable for the browser, a warning',
      Object.assign(new Error('down'), { code: 14 }),
      'unavailable',
      'warning',
    ],
  ])('%s', async (_, error, code, level) => {
    const { thrown, events } = await callFailing(error);
    expect(thrown).toMatchObject({ code });
    expect(events).toEqual([
      expect.objectContaining({ release: RELEASE, level, tags: { function: 'exportMyData' } }),
    ]);
  });

  it('a refusal (HttpsError) is no error of ours: nothing sent', async () => {
    const { thrown, events } = await callFailing(new HttpsError('not-found', 'No such code.'));
    expect(thrown).toMatchObject({ code: 'not-found' });
    expect(events).toEqual([]);
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
