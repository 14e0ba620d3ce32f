#!/usr/bin/env node
/**
 * npm run preflight -- --project <alias|projectId> [--config <dir>] [--secrets-from <file.json>]
 * Reads what a deploy to that project will use and fails naming each problem (docs/deploy.md,
 * "Preflight"). firebase deploy runs it first (firebase.json predeploy, with $GCLOUD_PROJECT).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const project = option('--project') ?? process.env.GCLOUD_PROJECT;
if (!project) {
  console.error(
    'Usage: npm run preflight -- --project <alias> [--config <dir>] [--secrets-from <file>]',
  );
  process.exit(2);
}
const configDir = option('--config');
const secretsFile = option('--secrets-from');
const jiti = createJiti(import.meta.url);
const { preflight } = await jiti.import('./deploy/preflight.ts');
const result = await preflight({
  root,
  project,
  ...(configDir ? { configDir: resolve(configDir) } : {}),
  ...(secretsFile ? { secretsFile: resolve(secretsFile) } : {}),
});
if (result.problems.length === 0) {
  console.log(`Preflight ${result.alias} (${result.projectId}): ready to deploy.`);
} else {
  console.error(
    `Preflight ${result.alias} (${result.projectId}): ${result.problems.length} problem(s)`,
  );
  for (const problem of result.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
