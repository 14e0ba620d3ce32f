/**
 * What `npm run sentry:upload-sourcemaps` needs and runs (scripts/sentry-upload-sourcemaps.mjs;
 * docs/error-reporting.md). Pure, so a test checks it without reaching Sentry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_FILE } from './source-maps.mjs';

/** sentry-cli reads these from the environment (Sentry CLI, "Configuration and Authentication"). */
export const SENTRY_SETTINGS = ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT'];

export function missingSettings(env) {
  return SENTRY_SETTINGS.filter((name) => !env[name]?.trim());
}

/** The one release folder a build left (source-maps.mjs), or why there is none. */
export function builtRelease(uploadRoot) {
  const folders = existsSync(uploadRoot)
    ? readdirSync(uploadRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  if (folders.length !== 1)
    return {
      error: `No source maps in ${uploadRoot}: build first (npm run build, or -- --mode staging).`,
    };
  const dir = join(uploadRoot, folders[0].name);
  const releaseFile = join(dir, RELEASE_FILE);
  if (!existsSync(releaseFile)) return { error: `${releaseFile} is missing: build again.` };
  return { dir, release: readFileSync(releaseFile, 'utf8').trim() };
}

/**
 * sentry-cli's arguments: the maps and their files under the release, matched by their served
 * path (hosting serves dist/ at the site's root, so `~/assets/x.js`).
 */
export function uploadArguments(dir, release) {
  return ['sourcemaps', 'upload', '--release', release, '--url-prefix', '~/', '--validate', dir];
}
