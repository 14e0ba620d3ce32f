#!/usr/bin/env node
/**
 * node scripts/e2e-other-deployment.mjs: the browser tests of a build for another project id
 * and a custom domain (tests/e2e/other-deployment/, docs/deploy.md), in an emulator suite of
 * that project. scripts/test.mjs runs it after the other browser tests; it exits with vitest's code.
 * Extra arguments go to vitest (e.g. --reporter=json --outputFile.json=…).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherDeploymentEnv } from './lib/other-deployment.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = ['npx vitest run --project e2e-other-deployment', ...process.argv.slice(2)].join(
  ' ',
);
const code = await run('node', ['scripts/emulators.mjs', 'exec', '--', vitest], {
  cwd: root,
  env: { ...process.env, ...otherDeploymentEnv(root) },
});
process.exit(code);
