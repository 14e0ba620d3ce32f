import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInfoPredatesInstall } from './stale-build-info.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project root with build info written at `builtAt` and install markers at the given times (s). */
function project({ builtAt, installs }) {
  const root = mkdtempSync(join(tmpdir(), 'stale-build-info-'));
  dirs.push(root);
  const info = join(root, '.cache', 'tsbuildinfo');
  mkdirSync(info, { recursive: true });
  for (const [i, at] of builtAt.entries()) {
    const file = join(info, `p${i}.tsbuildinfo`);
    writeFileSync(file, '{}');
    utimesSync(file, at, at);
  }
  for (const [marker, at] of Object.entries(installs)) {
    const file = join(root, marker);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '{}');
    utimesSync(file, at, at);
  }
  return { root, info };
}

const FUNCTIONS = 'functions/node_modules/.package-lock.json';
const ROOT = 'node_modules/.package-lock.json';

describe('build info that predates an install', () => {
  it('is stale when functions/ was installed after a project was checked', () => {
    const { root, info } = project({
      builtAt: [2000, 1000],
      installs: { [ROOT]: 500, [FUNCTIONS]: 1500 },
    });
    expect(buildInfoPredatesInstall(root, info)).toBe(true);
  });

  it('is kept when every check ran after the installs', () => {
    const { root, info } = project({
      builtAt: [2000, 3000],
      installs: { [ROOT]: 500, [FUNCTIONS]: 1500 },
    });
    expect(buildInfoPredatesInstall(root, info)).toBe(false);
  });

  it('is kept when there is none yet, or nothing was installed', () => {
    const none = project({ builtAt: [], installs: { [ROOT]: 500 } });
    expect(buildInfoPredatesInstall(none.root, none.info)).toBe(false);
    const uninstalled = project({ builtAt: [1000], installs: {} });
    expect(buildInfoPredatesInstall(uninstalled.root, uninstalled.info)).toBe(false);
    expect(buildInfoPredatesInstall(none.root, join(none.root, 'absent'))).toBe(false);
  });
});
