#!/usr/bin/env node
/**
 * Uploads the last build's source maps to Sentry under its release (docs/error-reporting.md):
 *   npm run build -- --mode staging && npm run sentry:upload-sourcemaps
 * Env: SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT (sentry-cli reads them). The build keeps the
 * maps out of dist/ (vite.sourcemaps.ts), so hosting never serves them; this sends them to Sentry.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// sentry-cli's binary comes in its platform package from the registry: no download.
import { SentryCli } from '@sentry/cli';
import { fail, step } from './lib/log.mjs';
import { run } from './lib/run.mjs';
import { builtRelease, missingSettings, uploadArguments } from './lib/sentry-upload.mjs';
import { SOURCE_MAPS_DIR } from './lib/source-maps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const missing = missingSettings(process.env);
if (missing.length > 0)
  fail(`Set ${missing.join(', ')} to upload source maps to Sentry (docs/error-reporting.md).`);
const built = builtRelease(join(root, SOURCE_MAPS_DIR));
if (built.error) fail(built.error);
step(`Uploading the source maps of release ${built.release} to Sentry`);
const code = await run(SentryCli.getPath(), uploadArguments(built.dir, built.release), {
  cwd: root,
});
if (code !== 0) fail(`sentry-cli failed (exit ${code}): the maps were not uploaded.`, code);
