/**
 * The tests' HTTP client closes each connection after its answer (docs/testing.md, "One request
 * per connection"). Node's fetch keeps a connection open for the next request and reuses it
 * while it believes the server still holds it; the emulators' Node servers (Auth, Functions, our
 * stand-ins) close an idle connection after 5 s. Node's fetch measures its own, shorter idle
 * limit with a clock that only advances while its process gets the CPU, so on a saturated
 * machine it sent a callable on a connection the Functions emulator had just closed: the request
 * was lost ("other side closed") with no answer. A browser sends such a request again; Node's
 * fetch does not, and a test cannot know whether the request ran.
 *
 * undici is the library inside Node's fetch: its major version stays Node 22's (6), whose fetch
 * reads the dispatcher set here.
 */
import { Agent, setGlobalDispatcher } from 'undici';

/** A dispatcher that sends `Connection: close` and opens a new connection for every request. */
export function oneRequestPerConnection(): Agent {
  // undici's Client: "Set [pipelining] to 0 to disable keep-alive connections."
  return new Agent({ pipelining: 0 });
}

const INSTALLED = Symbol.for('virtual-challenges.oneRequestPerConnection');

/** Makes every fetch of this process use oneRequestPerConnection (once per process). */
export function useOneRequestPerConnection(): void {
  const scope = globalThis as { [INSTALLED]?: true };
  if (scope[INSTALLED]) return;
  setGlobalDispatcher(oneRequestPerConnection());
  scope[INSTALLED] = true;
}
