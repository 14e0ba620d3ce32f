/**
 * Calls a tracker provider's API and sorts failures into the two kinds the inbox cares about
 * (docs/trackers.md): a RetryableProviderError (429, 5xx, network trouble or a timeout) leaves
 * the event for a later attempt; a ProviderError (any other answer) is final.
 */

import { isEmulator } from './provider-config';

/**
 * How long one provider call may take before it counts as a network failure: 10 s, for a
 * provider that hangs. In the emulator suite the provider is the local stand-in, a function of
 * the same emulator (functions/emulator/local-provider/), which never hangs but waits for a
 * worker and a core beside everything the machine runs: a full `npm test` runs two emulator
 * suites and two browsers on two cores, and there a stand-in once ran for 9.7 s and answered a
 * Strava token exchange too late. So the emulator gives it 30 s, still within the minute a
 * function has to answer.
 */
export function providerTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return isEmulator(env) ? 30_000 : 10_000;
}

export class ProviderError extends Error {
  override readonly name: string = 'ProviderError';
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came. */
    readonly status: number | null,
    /** The answer's body as text (for the log), when there was one. */
    readonly body = '',
  ) {
    super(message);
  }
}

export class RetryableProviderError extends ProviderError {
  override readonly name = 'RetryableProviderError';
  constructor(
    message: string,
    status: number | null,
    /** What the provider asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs: number | null,
    body = '',
  ) {
    super(message, status, body);
  }
}

/** Retry-After as ms from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function describe(url: string, init: RequestInit | undefined): string {
  const { origin, pathname } = new URL(url);
  return `${init?.method ?? 'GET'} ${origin}${pathname}`;
}

/** Fetches `url`; resolves to the parsed JSON body (null for an empty one). */
export async function providerFetch(url: string, init?: RequestInit): Promise<unknown> {
  const what = describe(url, init);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(providerTimeoutMs()),
    });
  } catch (error) {
    throw new RetryableProviderError(
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
      null,
      null,
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const message = `${what}: HTTP ${response.status}`;
    if (isRetryableStatus(response.status)) {
      throw new RetryableProviderError(
        message,
        response.status,
        parseRetryAfter(response.headers.get('retry-after'), Date.now()),
        text,
      );
    }
    throw new ProviderError(message, response.status, text);
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A 2xx with a body that is not JSON: a proxy's error page, most likely; worth another try.
    throw new RetryableProviderError(
      `${what}: the answer is not JSON`,
      response.status,
      null,
      text.slice(0, 500),
    );
  }
}
