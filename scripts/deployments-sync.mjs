#!/usr/bin/env node
/**
 * npm run deployments:sync: writes .firebaserc and the CSP of firebase.json from deployments.json
 * (docs/deploy.md, "One place for the deployment's names"). Run it after adding or changing a
 * deployment; a unit test (scripts/deploy/sync-files.test.ts) and the preflight fail until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);
const { syncedFiles } = await jiti.import('./deploy/sync-files.ts');
const table = JSON.parse(readFileSync(join(root, 'deployments.json'), 'utf8'));
for (const [name, text] of Object.entries(syncedFiles(root, table))) {
  const path = join(root, name);
  if (readFileSync(path, 'utf8') === text) console.log(`${name}: up to date`);
  else {
    writeFileSync(path, text);
    console.log(`${name}: written from deployments.json`);
  }
}
