/**
 * The browser tests (tests/e2e, playwright.config.ts) as the project's scripts run them:
 * npm test and `npm run test:e2e [file …]` call runBrowserTests; a script that runs several
 * suites in one emulator session puts browserTestCommand in its command line instead.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherDeploymentEnv } from './other-deployment.mjs';
import { localBin } from './local-bin.mjs';
import { countPlaywrightReport } from './playwright-report.mjs';
import { run } from './run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_REPORT_DIR = join(root, '.cache', 'test-results');

/** `'e2e'`: the build in dist/ on the demo emulator suite; `'e2e-other-deployment'`: another project on a custom domain (docs/deploy.md). */
const PROJECTS = ['e2e', 'e2e-other-deployment'];

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

/**
 * The shell command that runs the browser tests inside an emulator suite (the one
 * `scripts/emulators.mjs exec` or `npm start` serves). `files`: spec files or filters (all when
 * empty); `workers`: Playwright's workers (playwright.config.ts's choice when absent).
 * @param {{ files?: readonly string[], reportDir?: string, workers?: number, project?: string }} [options]
 */
export function browserTestCommand({ files = [], reportDir, workers, project = 'e2e' } = {}) {
  const env = [
    `E2E_PROJECT=${project}`,
    `E2E_REPORT_DIR=${quote(reportDir ?? DEFAULT_REPORT_DIR)}`,
    ...(workers ? [`E2E_WORKERS=${workers}`] : []),
  ];
  return [...env, quote(localBin('playwright')), 'test', ...files.map(quote)].join(' ');
}

/**
 * Runs the browser tests and reads their report (`<reportDir>/<project>.json`).
 * The main project runs in the emulator suite this process is in when there is one
 * (FIRESTORE_EMULATOR_HOST set), else in one of its own; the other deployment always gets its
 * own suite, of its project. Resolves to the exit code and countPlaywrightReport's counts.
 * @param {{ files?: readonly string[], reportDir?: string, workers?: number, project?: string, env?: Record<string, string> }} [options]
 */
export async function runBrowserTests(options = {}) {
  const project = options.project ?? 'e2e';
  if (!PROJECTS.includes(project)) throw new Error(`No browser test project ${project}.`);
  const reportDir = options.reportDir ?? DEFAULT_REPORT_DIR;
  const command = browserTestCommand({ ...options, project, reportDir });
  const other = project === 'e2e-other-deployment';
  const env = {
    ...process.env,
    ...(other ? otherDeploymentEnv(root) : {}),
    ...options.env,
  };
  const inSuite = !other && Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const code = inSuite
    ? await run('sh', ['-c', command], { cwd: root, env })
    : await run('node', ['scripts/emulators.mjs', 'exec', '--', command], { cwd: root, env });
  return { code, ...countPlaywrightReport(join(reportDir, `${project}.json`)) };
}
