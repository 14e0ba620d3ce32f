// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  emulatorOrigins,
  globToRegExp,
  headersForPath,
  hostingHeaders,
  withSources,
} from './hosting-headers.mjs';

const firebaseJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
);
const rules = firebaseJson.hosting.headers;

/** One directive of a policy, as its list of sources. */
function directive(policy, name) {
  const part = policy
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([key]) => key === name);
  return part ? part.slice(1) : undefined;
}

describe('globToRegExp', () => {
  it.each([
    ['**', '/', true],
    ['**', '/dashboard/tbcr25_1000km', true],
    ['/assets/**', '/assets/index-abc.js', true],
    ['/assets/**', '/assets/deep/x.css', true],
    ['/assets/**', '/assetsx/a.js', false],
    ['/assets/**', '/images/logo.svg', false],
    ['/sw.js', '/sw.js', true],
    ['/sw.js', '/swXjs', false],
    ['/images/*.svg', '/images/logo.svg', true],
    ['/images/*.svg', '/images/a/logo.svg', false],
  ])('%s on %s: %s', (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });
});

describe('headersForPath', () => {
  const table = [
    {
      source: '**',
      headers: [
        { key: 'A', value: '1' },
        { key: 'B', value: 'x' },
      ],
    },
    { source: '/assets/**', headers: [{ key: 'A', value: '2' }] },
  ];
  it('applies every matching rule, the later one winning for a key', () => {
    expect(headersForPath(table, '/assets/a.js')).toEqual({ A: '2', B: 'x' });
    expect(headersForPath(table, '/signin')).toEqual({ A: '1', B: 'x' });
  });
});

describe('withSources', () => {
  it.each([
    [
      "default-src 'self'; connect-src 'self'",
      ['http://h:1'],
      "default-src 'self'; connect-src 'self' http://h:1",
    ],
    ["default-src 'self'", ['http://h:1'], "default-src 'self'; connect-src http://h:1"],
    ["default-src 'self'", [], "default-src 'self'"],
  ])('%s + %j', (policy, sources, expected) => {
    expect(withSources(policy, 'connect-src', sources)).toBe(expected);
  });
});

describe('emulatorOrigins', () => {
  it('names Auth, Firestore and Functions on the emulator host, nothing without one', () => {
    expect(emulatorOrigins('127.0.0.1', firebaseJson.emulators)).toEqual([
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:5001',
    ]);
    expect(emulatorOrigins(undefined, firebaseJson.emulators)).toEqual([]);
  });
});

describe("firebase.json's hosting headers", () => {
  const page = headersForPath(rules, '/dashboard/tbcr25_1000km');
  const csp = page['Content-Security-Policy'];

  it('serves hashed assets immutable for a year, the page and the service worker no-cache', () => {
    expect(headersForPath(rules, '/assets/index-CcYBnSDz.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/index.html')['Cache-Control']).toBe('no-cache');
    expect(page['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('sends the security headers on every path', () => {
    for (const path of ['/', '/signin', '/assets/a.js', '/sw.js']) {
      const headers = headersForPath(rules, path);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=31536000; includeSubDomains$/);
      expect(headers['Content-Security-Policy']).toBe(csp);
    }
  });

  it('allows scripts from our origin and the Maps and analytics loaders only, never inline', () => {
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    const scripts = directive(csp, 'script-src');
    expect(scripts?.[0]).toBe("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts?.every((s) => s === "'self'" || s.startsWith('https://'))).toBe(true);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the app reach Firebase Auth, Firestore, our Functions and Sentry, over https only', () => {
    const connect = directive(csp, 'connect-src') ?? [];
    for (const origin of [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://us-central1-virtual-challenges-prod.cloudfunctions.net',
      'https://us-central1-virtual-challenges-staging.cloudfunctions.net',
      'https://*.ingest.sentry.io',
    ])
      expect(connect).toContain(origin);
    expect(connect.filter((s) => s !== "'self'").every((s) => s.startsWith('https://'))).toBe(true);
    expect(csp).not.toContain('127.0.0.1');
  });
});

describe('the preview server (vite preview with the plugin)', () => {
  /** A file of the build as a browser asks for it: status, encoding, body and its policy. */
  async function served(compress) {
    const root = mkdtempSync(join(tmpdir(), 'hosting-headers-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    const script = `export const text = '${'a participant never loses a kilometre; '.repeat(100)}';\n`;
    writeFileSync(join(root, 'dist', 'assets', 'app-1234abcd.js'), script);
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [
        hostingHeaders({
          firebaseJson,
          contentSecurityPolicy: (policy) => `${policy}; x`,
          compress,
        }),
      ],
    });
    try {
      const address = server.httpServer.address();
      const response = await fetch(`http://127.0.0.1:${address.port}/assets/app-1234abcd.js`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      });
      return {
        script,
        status: response.status,
        encoding: response.headers.get('content-encoding'),
        policy: response.headers.get('content-security-policy'),
        cache: response.headers.get('cache-control'),
        body: await response.text(),
      };
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('gzips like Hosting by default, and sends the file as it is with compress: false', async () => {
    const compressed = await served(undefined);
    expect(compressed.encoding).toBe('gzip');
    const plain = await served(false);
    expect(plain.encoding).toBeNull();
    for (const answer of [compressed, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(answer.script);
      expect(answer.cache).toBe('public, max-age=31536000, immutable');
      expect(answer.policy).toBe(
        `${headersForPath(rules, '/assets/a.js')['Content-Security-Policy']}; x`,
      );
    }
  });
});
