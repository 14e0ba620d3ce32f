// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const emulatorDir = dirname(
  createRequire(join(root, 'package.json')).resolve('firebase-tools/lib/emulator/controller'),
);

/**
 * In a process named like firebase-tools' own, with the preload the suites give it: starts the
 * real Auth emulator's app, counts the validators exegesis compiles and how their Ajv instances are set
 * (a hook over the preload's), then sends it a good sign-up and one with a number for the e-mail.
 */
const PROBE = `
process.argv[1] = ${JSON.stringify(join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'))};
require(${JSON.stringify(join(root, 'scripts', 'lib', 'functions-worker-preload.cjs'))});
const Module = require('node:module');
const made = [];
const compiled = [];
const load = Module._load;
Module._load = function (request, parent, isMain) {
  const loaded = load.call(this, request, parent, isMain);
  if (request !== 'ajv' || !parent.filename.endsWith('validators.js')) return loaded;
  class Counted extends loaded.default {
    constructor(options) { super(options); made.push(this.opts.validateSchema); }
    compile(...args) { compiled.push(1); return super.compile(...args); }
  }
  return Object.create(loaded, { default: { value: Counted } });
};
const { createApp } = require(${JSON.stringify(join(emulatorDir, 'auth', 'server.js'))});
(async () => {
  const app = await createApp('demo-validators');
  const atStart = compiled.length;
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const signUp = (body) =>
    fetch('http://127.0.0.1:' + server.address().port +
      '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const good = await signUp({ email: 'a@example.test', password: 'demo-pass-1', returnSecureToken: true });
  const bad = await signUp({ email: { not: 'a string' }, password: 'demo-pass-1' });
  server.close();
  console.log(JSON.stringify({
    atStart,
    afterRequests: compiled.length,
    made: made.length,
    metaSchemaChecks: made.filter((check) => check !== false).length,
    good: { status: good.status, idToken: typeof good.body.idToken },
    bad: { status: bad.status, message: bad.body.error?.message },
  }));
  process.exit(0);
})();
`;

describe("the preload and the Auth emulator's validators", () => {
  it(
    'compiles none when the emulator starts, each on its first request, and still refuses a bad payload',
    { timeout: 60_000 },
    () => {
      const probe = spawnSync(process.execPath, ['-e', PROBE], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(probe.status, probe.stderr).toBe(0);
      const seen = JSON.parse(probe.stdout.trim().split('\n').at(-1));
      expect(seen.atStart).toBe(0);
      expect(seen.afterRequests).toBeGreaterThan(0);
      expect(seen.metaSchemaChecks).toBe(0);
      expect(seen.good).toEqual({ status: 200, idToken: 'string' });
      expect(seen.bad.status).toBe(400);
      expect(seen.bad.message).toMatch(/^Invalid JSON payload received\. \/email /);
    },
  );
});
