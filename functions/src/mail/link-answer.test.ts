import { describe, expect, it } from 'vitest';
import { startLinkAnswer } from './link-answer';

function recorder() {
  const headers: Record<string, string> = {};
  let status: number | null = null;
  const res = {
    set(field: string, value: string) {
      headers[field] = value;
      return res;
    },
    status(code: number) {
      status = code;
      return { end: () => undefined };
    },
  };
  return { res, headers, status: () => status };
}

describe('the start of an answer to a signed link', () => {
  it.each(['GET', 'POST'])('serves %s, never cached, indexed or referred on', (method) => {
    const { res, headers, status } = recorder();
    expect(startLinkAnswer(method, res)).toBe(true);
    expect(headers).toEqual({
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Content-Type': 'text/html; charset=utf-8',
    });
    expect(status()).toBeNull();
  });

  it.each(['PUT', 'DELETE', 'HEAD', 'OPTIONS'])(
    'answers %s with 405 and what it allows',
    (method) => {
      const { res, headers, status } = recorder();
      expect(startLinkAnswer(method, res)).toBe(false);
      expect(status()).toBe(405);
      expect(headers.Allow).toBe('GET, POST');
    },
  );
});
