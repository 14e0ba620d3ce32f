/**
 * The production build's source maps are built for Sentry but never served
 * (docs/error-reporting.md): dist/, which hosting serves whole, holds no .map and no file names
 * one; the maps wait in .cache/sourcemaps/<release>/ with the release's name, for
 * `npm run sentry:upload-sourcemaps`; Sentry's chunk carries the same release.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseName } from '../../scripts/lib/release.mjs';
import { filesNamingASourceMap, SOURCE_MAPS_DIR } from '../../scripts/lib/source-maps.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file));

describe('the production build and its source maps', { timeout: 240_000 }, () => {
  let dist = '';
  const release = releaseName(ROOT);
  const maps = join(ROOT, SOURCE_MAPS_DIR, encodeURIComponent(release));

  // npm test names the build it made last (scripts/test.mjs, LAST_BUILD_DIST): every build
  // replaces .cache/sourcemaps/ with its own maps, so the last one's are there, and a build of
  // this test's own cost the unit tests 17 CPU-s more. Run alone, the test builds its own.
  const given = process.env.LAST_BUILD_DIST;

  beforeAll(() => {
    if (given) {
      dist = resolve(ROOT, given);
      return;
    }
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
      { cwd: ROOT, stdio: 'pipe' },
    );
  }, 240_000);
  afterAll(() => {
    if (!given) rmSync(dist, { recursive: true, force: true });
  });

  it('serves no source map: no .map in dist/, no built file naming one', () => {
    expect(filesUnder(dist).filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(filesNamingASourceMap(dist)).toEqual([]);
  });

  it('keeps a map for every script, beside a copy of it, under the release', () => {
    expect(readFileSync(join(maps, 'release.txt'), 'utf8').trim()).toBe(release);
    // rolldown's own module runtime is generated, from no source: it has no map.
    const scripts = readdirSync(join(dist, 'assets')).filter(
      (file) => file.endsWith('.js') && !file.startsWith('rolldown-runtime-'),
    );
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) {
      expect(existsSync(join(maps, 'assets', `${script}.map`)), script).toBe(true);
      expect(existsSync(join(maps, 'assets', script)), script).toBe(true);
    }
  });

  it("gives Sentry's chunk, and only it, the release", () => {
    const carrying = readdirSync(join(dist, 'assets')).filter(
      (file) =>
        file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes(release),
    );
    expect(carrying).toEqual([expect.stringMatching(/^sentry-.*\.js$/)]);
  });
});
