/**
 * The emulator suite runs the functions on the Node.js major they deploy on (firebase.json
 * "runtime", functions/package.json "engines"; docs/node-runtime.md), whatever Node runs the
 * tooling: scripts/lib/functions-node.mjs starts firebase-tools on it, and the emulator-only
 * `localRuntime` (functions/emulator/local-runtime.ts) reports what a function worker runs on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_ORIGIN, PROJECT_ID } from './support/emulators';

const functionsPackageJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../functions/package.json'), 'utf8'),
) as { engines: { node: string } };

describe('the functions runtime in the emulator suite', () => {
  it('a function runs on the Node.js major functions/package.json names', async () => {
    const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/localRuntime`);
    expect(response.status).toBe(200);
    const { node } = (await response.json()) as { node: string };
    expect(functionsPackageJson.engines.node).toBe('22');
    expect(node.split('.')[0]).toBe(functionsPackageJson.engines.node);
  });

  it('the tests themselves run on Node 22 or later, which Vitest 5 needs (docs/toolchain.md)', () => {
    // emulators:exec puts the tooling's Node first on the command's PATH (scripts/lib/node22.mjs).
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });
});
