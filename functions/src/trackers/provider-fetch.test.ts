import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isRetryableStatus,
  parseRetryAfter,
  ProviderError,
  providerFetch,
  providerTimeoutMs,
  RetryableProviderError,
} from './provider-fetch';

describe('providerTimeoutMs', () => {
  it("gives a real provider 10 s and the emulator's stand-in 30 s", () => {
    expect(providerTimeoutMs({})).toBe(10_000);
    expect(providerTimeoutMs({ FUNCTIONS_EMULATOR: 'false' })).toBe(10_000);
    expect(providerTimeoutMs({ FUNCTIONS_EMULATOR: 'true' })).toBe(30_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it.each([
    ['120', 120_000],
    ['0', 0],
    [' 5 ', 5_000],
    ['Sun, 01 Jun 2025 12:00:30 GMT', 30_000],
    ['Sun, 01 Jun 2025 11:59:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
  ] as const)('%j → %s ms', (header, ms) => {
    expect(parseRetryAfter(header, now)).toBe(ms);
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
  ])('%s: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });
});

describe('providerFetch against a local server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answers: Record<string, [number, Record<string, string>, string]> = {
        '/ok': [200, { 'Content-Type': 'application/json' }, '{"id":7}'],
        '/empty': [204, {}, ''],
        '/limited': [429, { 'Retry-After': '3' }, '{"message":"Rate Limit Exceeded"}'],
        '/broken': [502, {}, 'bad gateway'],
        '/gone': [404, {}, '{"message":"Record Not Found"}'],
        '/html': [200, { 'Content-Type': 'text/html' }, '<html>proxy</html>'],
      };
      const [status, headers, body] = answers[req.url ?? ''] ?? [500, {}, ''];
      res.writeHead(status, headers).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('resolves to the parsed JSON, null for an empty answer', async () => {
    expect(await providerFetch(`${base}/ok`)).toEqual({ id: 7 });
    expect(await providerFetch(`${base}/empty`)).toBeNull();
  });

  it('throws a RetryableProviderError with Retry-After on 429, and on 5xx', async () => {
    const limited = await providerFetch(`${base}/limited`).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RetryableProviderError);
    expect(limited).toMatchObject({ status: 429, retryAfterMs: 3_000 });
    const broken = await providerFetch(`${base}/broken`).catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(RetryableProviderError);
    expect(broken).toMatchObject({ status: 502, retryAfterMs: null });
  });

  it('throws a final ProviderError on another 4xx', async () => {
    const gone = await providerFetch(`${base}/gone`).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ProviderError);
    expect(gone).not.toBeInstanceOf(RetryableProviderError);
    expect(gone).toMatchObject({ status: 404 });
  });

  it('counts a network failure and a non-JSON success as retryable', async () => {
    const closed = await providerFetch('http://127.0.0.1:9/nothing-listens').catch(
      (e: unknown) => e,
    );
    expect(closed).toBeInstanceOf(RetryableProviderError);
    expect(closed).toMatchObject({ status: null });
    expect(await providerFetch(`${base}/html`).catch((e: unknown) => e)).toBeInstanceOf(
      RetryableProviderError,
    );
  });
});
