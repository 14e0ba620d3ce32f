import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import {
  oneRequestPerConnection,
  useOneRequestPerConnection,
} from '../setup/one-request-per-connection';

/** A local server that counts its connections and records each request's Connection header. */
let server: Server;
let url: string;
let connections: number;
let connectionHeaders: string[];

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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

/** Three requests one after another, each answer read to its end. */
async function threeRequests(dispatcher?: Dispatcher) {
  for (let i = 0; i < 3; i++) {
    const init = dispatcher ? ({ dispatcher } as RequestInit) : {};
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
      delete (globalThis as Record<symbol, unknown>)[
        Symbol.for('virtual-challenges.oneRequestPerConnection')
      ];
    }
  });
});
