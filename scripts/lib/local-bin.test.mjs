import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binCommand, localBin } from './local-bin.mjs';

describe('localBin', () => {
  it('names an installed tool under node_modules/.bin, runnable as it is', () => {
    const vite = localBin('vite');
    expect(vite).toMatch(/node_modules\/\.bin\/vite$/);
    expect(existsSync(vite)).toBe(true);
    const run = spawnSync(vite, ['--version'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const { version } = JSON.parse(
      readFileSync(new URL('../../node_modules/vite/package.json', import.meta.url), 'utf8'),
    );
    expect(run.stdout).toContain(version);
  });

  it('refuses what is not a command name', () => {
    expect(() => localBin('../vite')).toThrow(/Not a command name/);
    expect(() => localBin('vite; rm -rf /')).toThrow(/Not a command name/);
  });

  it('gives the command and its arguments for a spawn', () => {
    expect(binCommand('vitest', 'run', '--project', 'node')).toEqual({
      command: localBin('vitest'),
      args: ['run', '--project', 'node'],
    });
  });
});
