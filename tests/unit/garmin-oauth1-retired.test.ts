/**
 * Garmin retires OAuth 1.0a on 2026-12-31 (docs/trackers-fitbit-garmin.md, "Garmin"): no
 * production code under functions/src may call OAuth 1's request-token or access-token
 * endpoints any more, and OAuth 1 signing (garmin/oauth1.ts) is used only by the Garmin API
 * client, for links not yet moved and for the token exchange that moves them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SOURCES = join(ROOT, 'functions', 'src');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = productionFiles(SOURCES).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

describe("Garmin's OAuth 1.0a in production code", () => {
  it('reads the functions sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(['oauth/request_token', 'oauth/access_token', 'oauth-service/oauth', 'oauthConfirm'])(
    'no file names %s',
    (endpoint) => {
      expect(files.filter((f) => f.text.includes(endpoint)).map((f) => f.path)).toEqual([]);
    },
  );

  it('OAuth 1 signing is imported by the Garmin API client alone', () => {
    expect(
      files.filter((f) => /from '\.\/oauth1'|garmin\/oauth1'/.test(f.text)).map((f) => f.path),
    ).toEqual(['functions/src/trackers/garmin/garmin-api.ts']);
  });
});
