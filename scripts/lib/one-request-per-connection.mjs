/**
 * Our clients of the emulator suite close each connection after its answer (docs/testing.md,
 * "One request per connection"). Node's fetch keeps a connection open for the next request and
 * reuses it while it believes the server still holds it; the emulators' Node servers (the hub,
 * Auth, Functions, our stand-ins) close an idle connection after 5 s. Node's fetch measures its
 * own, shorter idle limit with a clock that only advances while its process gets the CPU, so on
 * a saturated machine a test sent a callable on a connection the Functions emulator had just
 * closed: the request was lost ("other side closed") with no answer. A browser sends such a
 * request again; Node's fetch does not, and the caller cannot know whether the request ran.
 *
 * Used by the tests that talk to the suite (tests/setup/emulator-client.ts, playwright.config.ts)
 * and by the scripts whose requests are seconds apart (the seed's pause and resume of the
 * triggers, the demo e-mails). undici is the library inside Node's fetch: its major version stays
 * the one Node 20 and 22 carry (6), whose fetch reads the dispatcher set here.
 */
import { Agent, setGlobalDispatcher } from 'undici';

/** A dispatcher that sends `Connection: close` and opens a new connection for every request. */
export function oneRequestPerConnection() {
  // undici's Client: "Set [pipelining] to 0 to disable keep-alive connections."
  return new Agent({ pipelining: 0 });
}

const INSTALLED = Symbol.for('virtual-challenges.oneRequestPerConnection');

/** Makes every fetch of this process use oneRequestPerConnection (once per process). */
export function useOneRequestPerConnection() {
  const scope = /** @type {Record<symbol, unknown>} */ (globalThis);
  if (scope[INSTALLED]) return;
  setGlobalDispatcher(oneRequestPerConnection());
  scope[INSTALLED] = true;
}
