// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtRelease, missingSettings, uploadArguments } from './sentry-upload.mjs';

describe('missingSettings', () => {
  it.each([
    [{}, ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT']],
    [{ SENTRY_AUTH_TOKEN: 't', SENTRY_ORG: ' ', SENTRY_PROJECT: 'p' }, ['SENTRY_ORG']],
    [{ SENTRY_AUTH_TOKEN: 't', SENTRY_ORG: 'o', SENTRY_PROJECT: 'p' }, []],
  ])('%j lacks %j', (env, missing) => {
    expect(missingSettings(env)).toEqual(missing);
  });
});

describe('builtRelease', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sentry-upload-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('says to build first when there is nothing to upload', () => {
    expect(builtRelease(join(root, 'none')).error).toMatch(/build first/);
  });

  it("finds the build's release folder and name", () => {
    mkdirSync(join(root, 'abc'));
    writeFileSync(join(root, 'abc', 'release.txt'), 'abc\n');
    expect(builtRelease(root)).toEqual({ dir: join(root, 'abc'), release: 'abc' });
  });
});

describe('uploadArguments', () => {
  it('uploads the folder under the release, matched to the served paths', () => {
    expect(uploadArguments('/maps/abc', 'abc')).toEqual([
      'sourcemaps',
      'upload',
      '--release',
      'abc',
      '--url-prefix',
      '~/',
      '--validate',
      '/maps/abc',
    ]);
  });
});
