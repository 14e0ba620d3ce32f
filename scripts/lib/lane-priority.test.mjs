import { execFileSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { LANE_NICENESS, laneCommand } from './lane-priority.mjs';

/** The niceness a process started through `laneCommand` reports for itself. */
function nicenessOf(lane) {
  const { command, args } = laneCommand(lane, process.execPath, [
    '-e',
    'process.stdout.write(String(require("node:os").getPriority()))',
  ]);
  return Number(execFileSync(command, args, { encoding: 'utf8' }));
}

describe('laneCommand', () => {
  it('runs the cpu lane lower, and its children with it', () => {
    expect(laneCommand('cpu', 'npx', ['eslint', '.'])).toEqual({
      command: 'nice',
      args: ['-n', '10', 'npx', 'eslint', '.'],
    });
  });

  it('leaves the emulator lane, the other deployment and any lane it does not name at their level', () => {
    expect(laneCommand('emulators', 'npx', ['vitest', 'run'])).toEqual({
      command: 'npx',
      args: ['vitest', 'run'],
    });
    // It may run beside the main browser tests (lane-priority.mjs): lower, it starved there.
    expect(laneCommand('other deployment', 'node', ['x.mjs'])).toEqual({
      command: 'node',
      args: ['x.mjs'],
    });
    expect(laneCommand('anything', 'sh', ['-c', 'true']).command).toBe('sh');
  });

  it('gives the spawned process the lane’s niceness, added to its parent’s', () => {
    // This test itself runs in npm test's cpu lane, already lower; 19 is the lowest there is.
    const own = getPriority();
    expect(own).toBeLessThan(19);
    expect(nicenessOf('cpu')).toBeGreaterThan(own);
    expect(nicenessOf('cpu')).toBe(Math.min(own + LANE_NICENESS.cpu, 19));
    expect(nicenessOf('emulators')).toBe(own);
  });
});
