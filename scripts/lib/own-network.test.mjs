// @vitest-environment node
/** A command in a network namespace of its own: its loopback up, its ports its own. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inOwnNetwork, ownNetworkAvailable } from './own-network.mjs';

describe('inOwnNetwork', () => {
  it('wraps the command and its arguments unchanged, after bringing the loopback up', () => {
    const { command, args } = inOwnNetwork('node', ['scripts/x.mjs', 'a b', "it's"]);
    expect(command).toBe('unshare');
    expect(args.slice(0, 4)).toEqual(['--user', '--map-root-user', '--net', 'sh']);
    expect(args.slice(-3)).toEqual(['scripts/x.mjs', 'a b', "it's"]);
  });

  // Where the machine allows namespaces (this one, and CI's image), a port taken outside is free
  // inside: the whole point. Elsewhere npm test does without, and so does this test.
  it.runIf(ownNetworkAvailable())(
    'gives the command a loopback of its own, where a port taken outside is free',
    async () => {
      const server = createServer();
      await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
      const { port } = server.address();
      try {
        const listen = `require('net').createServer().listen(${port}, '127.0.0.1', function () { console.log('listening'); this.close(); })`;
        const { command, args } = inOwnNetwork(process.execPath, ['-e', listen]);
        const inside = spawnSync(command, args, { encoding: 'utf8', timeout: 20000 });
        expect(inside.stdout.trim()).toBe('listening');
        expect(inside.status).toBe(0);
      } finally {
        server.close();
      }
    },
  );
});
