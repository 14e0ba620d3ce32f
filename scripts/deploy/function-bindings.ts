/**
 * What the deployed functions need, read from the code (docs/deploy.md, "Preflight"), so a
 * secret or a parameter a change adds is found without editing a list:
 * - the Secret Manager secrets they bind: the production entry (functions/src/index.ts) is
 *   bundled to a scratch file and loaded as firebase deploy loads it, outside the emulator
 *   suite, and every function's `secretEnvironmentVariables` is read (deployedSecrets,
 *   defineSecret, unsubscribeSecrets: whatever a function passes as `secrets`);
 * - the plain parameters they read: `setting(env, 'NAME')` (trackers/provider-config.ts) and
 *   firebase-functions params (`defineString('NAME')`, …), less the secrets.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const PARAM_READ =
  /\b(?:setting\(\s*env\s*,|define(?:String|Int|Float|Boolean|List)\()\s*['"]([A-Z][A-Z0-9_]*)['"]/g;
const SECRET_DEFINE = /\bdefineSecret\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g;

/** The parameter names `sources` read, and the secrets they define by name. */
export function paramsRead(sources: readonly string[]): { params: string[]; secrets: string[] } {
  const params = new Set<string>();
  const secrets = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(PARAM_READ)) params.add(name!);
    for (const [, name] of source.matchAll(SECRET_DEFINE)) secrets.add(name!);
  }
  return { params: [...params].sort(), secrets: [...secrets].sort() };
}

/** The secrets the production functions bind, from their built bundle. */
export function boundSecrets(root: string): string[] {
  const functionsDir = join(root, 'functions');
  // Inside functions/node_modules, so the bundle finds the functions' packages; its own folder,
  // so two preflights never share one.
  const cache = join(functionsDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(join(cache, 'preflight-'));
  const outfile = join(scratch, 'index.js');
  // The production entry bundled as functions/package.json "build" bundles it (esbuild, Node,
  // CommonJS, packages left to node_modules); the target and source maps do not matter here.
  execFileSync(
    join(functionsDir, 'node_modules', '.bin', 'esbuild'),
    [
      'src/index.ts',
      '--bundle',
      '--platform=node',
      '--format=cjs',
      '--packages=external',
      '--log-level=warning',
      `--outfile=${outfile}`,
    ],
    { cwd: functionsDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // Loaded in its own process, as a deploy would load it (not in the emulator suite; the emulator
  // suite's project, so no real deployment's settings are needed to list the bindings).
  const script = `
    const secrets = new Set();
    const visit = (value) => {
      if (!value || (typeof value !== 'object' && typeof value !== 'function')) return;
      const endpoint = value.__endpoint;
      if (endpoint) { for (const s of endpoint.secretEnvironmentVariables || []) secrets.add(s.key); return; }
      if (typeof value === 'object') for (const inner of Object.values(value)) visit(inner);
    };
    visit(require(${JSON.stringify(outfile)}));
    process.stdout.write(JSON.stringify([...secrets].sort()));`;
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: 'demo-preflight' };
  delete env.FUNCTIONS_EMULATOR;
  env.DEPLOYMENT_JSON = JSON.stringify(PREFLIGHT_DEPLOYMENT);
  try {
    return JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: scratch, env, encoding: 'utf8' }),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A complete stand-in deployment, only for loading the bundle to list its bindings. */
const PREFLIGHT_DEPLOYMENT = {
  mode: 'preflight',
  projectId: 'demo-preflight',
  region: 'us-central1',
  emulated: true,
  appOrigins: ['http://localhost:5173'],
  policyUrl: 'http://localhost:5173/policies',
  mail: {
    senderName: 'Preflight',
    from: 'preflight@localhost.test',
    support: 'preflight@localhost.test',
    organisers: 'preflight@localhost.test',
    postalAddress: 'Preflight',
    postalAddressFr: 'Preflight',
  },
  taxNumbers: { gstHst: '123456789 RT0001', qst: '1234567890 TQ0001' },
};
