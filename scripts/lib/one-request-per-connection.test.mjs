import { once } from 'node:events';
import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import {
  oneRequestPerConnection,
  useOneRequestPerConnection,
} from './one-request-per-connection.mjs';

/** A local server that counts its connections and records each request's Connection header. */
/** @type {import('node:http').Server} */
let server;
let url = '';
let connections = 0;
/** @type {string[]} */
let connectionHeaders = [];

beforeEach(async () => {
  connections = 0;
  connectionHeaders = [];
  server = createServer((request, response) => {
    connectionHeaders.push(request.headers.connection ?? '');
    response.end('ok');
  });
  server.on('connection', () => connections++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`;
});

afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

/**
 * Three requests one after another, each answer read to its end.
 * @param {import('undici').Dispatcher} [dispatcher]
 */
async function threeRequests(dispatcher) {
  for (let i = 0; i < 3; i++) {
    const init = /** @type {RequestInit} */ (dispatcher ? { dispatcher } : {});
    expect(await (await fetch(url, init)).text()).toBe('ok');
  }
}

describe("the emulator tests' HTTP client", () => {
  it('opens a connection for every request and asks the server to close it after its answer', async () => {
    await threeRequests(oneRequestPerConnection());
    expect(connections).toBe(3);
    expect(connectionHeaders).toEqual(['close', 'close', 'close']);
  });

  it("differs from Node's default, which keeps a connection for the next request", async () => {
    await threeRequests(new Agent());
    expect(connections).toBeLessThan(3);
    expect(connectionHeaders).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
  });

  it("becomes every fetch's once installed", async () => {
    const before = getGlobalDispatcher();
    try {
      useOneRequestPerConnection();
      await threeRequests();
      expect(connections).toBe(3);
    } finally {
      setGlobalDispatcher(before);
      delete (
        /** @type {Record<symbol, unknown>} */ (globalThis)[
          Symbol.for('virtual-challenges.oneRequestPerConnection')
        ]
      );
    }
  });
});
