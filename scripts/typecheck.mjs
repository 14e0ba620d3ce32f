#!/usr/bin/env node
/**
 * npm run typecheck: `tsc -b` over the solution tsconfig.json with TypeScript 7 (docs/toolchain.md,
 * "Type checking"), after dropping build info that predates an install (stale-build-info.mjs), so
 * a check run before `npm install` does not keep reporting modules that are there now.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './lib/run.mjs';
import { buildInfoPredatesInstall } from './lib/stale-build-info.mjs';

const root = join(import.meta.dirname, '..');
const buildInfo = join(root, '.cache', 'tsbuildinfo');
if (buildInfoPredatesInstall(root, buildInfo)) rmSync(buildInfo, { recursive: true, force: true });
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
process.exit(await run(process.execPath, [tsc, '-b', ...process.argv.slice(2)], { cwd: root }));
