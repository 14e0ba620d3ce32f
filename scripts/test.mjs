#!/usr/bin/env node
/**
 * npm test: everything, on a fresh clone, with nothing installed by hand.
 * Installs what is missing (npm packages, Debian's Chromium), then lanes side by side
 * (docs/testing.md): the CPU lane (the production builds, then the unit tests, then typecheck,
 * lint, Prettier and knip, at a lower priority: lane-priority.mjs) and the emulator lane (the
 * suite starts, then the rules tests beside the seed's test and the app's api modules, then the
 * functions integration tests, which mostly wait for triggers (the sweeps over everyone's data
 * first), with the rules' coverage figure beside them, at least 95% of rule expressions
 * evaluated); once the emulator lane and the app's build are done, the browser tests (which
 * include the bundle budget) on the same suite, beside what the cpu lane still checks. The
 * browser tests of a build for another deployment run on a suite of their own: in a network
 * namespace of their own beside the integration tests once its build is there, where the
 * machine allows it, else after the others.
 * Ends with a time per stage and one line: `N passed, N failed`.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserTestRun } from './lib/browser-tests.mjs';
import { failedPlaywrightTests, failedVitestTests } from './lib/failed-tests.mjs';
import { countPlaywrightReport } from './lib/playwright-report.mjs';
import { startEmulatorSession } from './lib/emulator-session.mjs';
import { ensureChromium, ensureNodeModules } from './lib/ensure-deps.mjs';
import { useCompileCache } from './lib/compile-cache.mjs';
import { useTestRunJvm } from './lib/firestore-emulator-jar.mjs';
import { ScriptError, step } from './lib/log.mjs';
import { withNode22 } from './lib/node22.mjs';
import { OTHER_DIST, otherDeploymentEnv } from './lib/other-deployment.mjs';
import { laneCommand } from './lib/lane-priority.mjs';
import { binCommand } from './lib/local-bin.mjs';
import { inOwnNetwork, ownNetworkAvailable } from './lib/own-network.mjs';
import { formatStageTimes } from './lib/stage-times.mjs';
import { EMULATOR_TESTS, INTEGRATION_PROJECTS, UNIT_PROJECTS } from './lib/test-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.cache', 'test-results');
const rulesCoverageSummary = join(root, '.cache', 'rules-coverage', 'summary.json');
let rulesCoverageLine = 'Rules coverage: not read';
const tally = { passed: 0, failed: 0 };
const failures = [];
/** Each failed test by name (scripts/lib/failed-tests.mjs), printed at the very end. */
const failedTests = [];
/** @type {{ name: string, lane: string, startedAt: number, ms: number, ok: boolean }[]} */
const stages = [];
const startedAt = Date.now();

/**
 * Runs one stage's command. Its output is kept in .cache/test-results/<log>.log and printed
 * whole when it ends, so the two lanes never interleave their lines. Resolves to the exit code.
 */
async function stage(name, lane, command, args, { env = {}, log } = {}) {
  const begin = Date.now();
  console.log(`▶ ${name} (${lane} lane, started at ${seconds(begin - startedAt)} s)`);
  const logFile = join(resultsDir, `${log}.log`);
  const out = createWriteStream(logFile);
  // A lane off the trigger queue's path runs at a lower priority (lane-priority.mjs).
  const spawned = laneCommand(lane, command, args);
  const code = await new Promise((resolve) => {
    const child = spawn(spawned.command, spawned.args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', () => resolve(127));
    child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
  await new Promise((resolve) => out.end(resolve));
  const ms = Date.now() - begin;
  stages.push({ name, lane, startedAt: begin - startedAt, ms, ok: code === 0 });
  step(`${name}: ${code === 0 ? 'done' : `exit ${code}`} in ${seconds(ms)} s`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  return code;
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** A check that is not a test runner counts as one test. */
async function check(name, lane, { command, args }, options = {}) {
  const code = await stage(name, lane, command, args, options);
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(`${name} (exit ${code})`);
  }
  return code === 0;
}

/**
 * A package.json script's command (`npm run <name>` without npm in front, see local-bin.mjs):
 * the scripts npm test runs this way are one plain command each.
 */
function packageScript(name) {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts[name];
  return { command: 'sh', args: ['-c', script] };
}

const reportFile = (report) => join(resultsDir, `${report}.json`);

/** Vitest on `selection` (project flags), writing the JSON report `report` counts. */
function vitestArgs(selection, report) {
  return [
    'vitest',
    'run',
    ...selection,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile(report)}`,
  ];
}

/** Runs a test stage and adds its JSON report to the tally (Playwright's for the browser tests). */
async function tests(name, lane, report, { command, args }, options = {}) {
  const { playwright = false, ...stageOptions } = options;
  await stage(name, lane, command, args, { log: report, ...stageOptions });
  if (playwright) countBrowserReport(report);
  else countReport(report);
}

/** Adds a Playwright JSON report to the tally; a run that wrote none counts as one failure. */
function countBrowserReport(report) {
  const result = countPlaywrightReport(reportFile(report));
  tally.passed += result.passed;
  tally.failed += result.failed;
  if (result.failed > 0 || !result.success) {
    try {
      const named = failedPlaywrightTests(JSON.parse(readFileSync(reportFile(report), 'utf8')));
      failedTests.push(...named.map((test) => `${report}: ${test}`));
    } catch {
      // No report, or not JSON: the failure below says so.
    }
    failures.push(
      `${report}: ${result.failed} failed${result.problem ? ` (${result.problem})` : ''}`,
    );
  }
}

/** Adds a JSON report (numPassedTests, numFailedTests, success) to the tally; none counts as one failure. */
function countReport(report) {
  const file = reportFile(report);
  if (!existsSync(file)) {
    tally.failed += 1;
    failures.push(`${report} tests did not run`);
    return;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += result.numPassedTests;
  tally.failed += result.numFailedTests;
  if (result.numFailedTests > 0 || !result.success) {
    failures.push(`${report}: ${result.numFailedTests} failed`);
    failedTests.push(...failedVitestTests(result, root).map((test) => `${report}: ${test}`));
  }
  if (!result.success && result.numFailedTests === 0) tally.failed += 1; // a suite that failed to load
}

/** The rules coverage figure (scripts/rules-coverage.mjs) counts as one check. */
function countRulesCoverage() {
  if (!existsSync(rulesCoverageSummary)) {
    tally.failed += 1;
    failures.push('rules coverage was not read');
    return;
  }
  const summary = JSON.parse(readFileSync(rulesCoverageSummary, 'utf8'));
  rulesCoverageLine = summary.line;
  if (summary.passed) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(`${summary.line} (at least 95% needed; see .cache/rules-coverage/index.html)`);
  }
}

/**
 * The CPU lane's first part: the app's build and the build for another deployment, first so
 * that the browser tests can start on a suite of their own meanwhile. Resolves to which are there.
 */
async function builds() {
  const lane = 'cpu';
  const built = await check(
    'Production build (emulators mode)',
    lane,
    binCommand('vite', 'build', '--mode', 'emulators', '--logLevel', 'warn'),
    { log: 'build' },
  );
  const otherBuilt = await check(
    'Build for another deployment',
    lane,

    binCommand(
      'vite',
      'build',
      '--mode',
      'emulators',
      '--logLevel',
      'warn',
      '--outDir',
      OTHER_DIST,
      '--emptyOutDir',
    ),
    { log: 'build-other-deployment', env: otherDeploymentEnv(root) },
  );
  return { built, otherBuilt };
}

/**
 * The CPU lane's second part, one at a time: the unit tests, then the static checks. The unit
 * tests get the build made last, whose source maps .cache/sourcemaps/ holds (the source maps'
 * test reads them instead of building the app a third time). The static checks last: the
 * browser tests start once the emulator lane is done, whatever this lane still runs, and a
 * check has no clock to miss in the cores they leave idle, where a unit test's wait for the page
 * might (docs/testing.md, "The browser tests start once the emulator lane is done").
 */
async function checks({ built, otherBuilt }) {
  const lane = 'cpu';
  const lastBuild = otherBuilt ? OTHER_DIST : null;
  const unitEnv = built && lastBuild ? { LAST_BUILD_DIST: lastBuild } : {};
  for (const project of UNIT_PROJECTS)
    await tests(
      `Unit tests (${project})`,
      lane,
      project,
      binCommand(...vitestArgs(['--project', project, ...unitWorkers(project)], project)),
      { env: unitEnv },
    );
  await check('Typecheck (app, tests, scripts, functions)', lane, packageScript('typecheck'), {
    log: 'typecheck',
  });
  await check(
    'ESLint (layers included)',
    lane,
    binCommand('eslint', '.', '--cache', '--cache-location', '.cache/eslint/'),
    { log: 'eslint' },
  );
  await check(
    'Prettier',
    lane,

    binCommand('prettier', '--check', '.', '--cache', '--cache-location', '.cache/prettier/cache'),
    { log: 'prettier' },
  );
  await check(
    'Dead code (knip: unused files, exports, dependencies)',
    lane,
    binCommand('knip', '--no-config-hints'),
    { log: 'knip' },
  );
}

/**
 * Vitest gives a run one worker fewer than the cores, one here. The last unit project,
 * `mocked`, runs while the emulator lane's integration files mostly wait for triggers: a
 * second worker takes the core the first leaves idle (docs/testing.md, "Two workers for the
 * last unit tests"). The other projects keep one: a second cost more CPU than it saved time.
 */
const unitWorkers = (project) => (project === 'mocked' ? ['--maxWorkers=2'] : []);

/**
 * The other deployment's lane, where the machine gives a command a network of its own
 * (own-network.mjs): once its build is there and the emulator lane has started the integration
 * files that share nothing, its browser tests on an emulator suite of its own, beside them: they
 * mostly wait for triggers. Started with the builds instead, beside the unit tests, it and the
 * browser tests slowed every lane more than they saved (docs/testing.md).
 */
async function otherDeploymentLane(buildsDone, sideBySideStarted, browserEnv) {
  const { otherBuilt } = await buildsDone;
  await sideBySideStarted;
  if (otherBuilt) await otherDeploymentTests('other deployment', browserEnv, inOwnNetwork);
}

/** The browser tests of the build for another deployment, on a suite of their own. */
async function otherDeploymentTests(
  lane,
  browserEnv,
  wrap = (command, args) => ({ command, args }),
) {
  const project = 'e2e-other-deployment';
  await tests(
    'Browser tests of a build for another deployment (its own emulator suite)',
    lane,
    project,
    wrap('node', ['scripts/e2e-other-deployment.mjs']),
    {
      env: { ...browserEnv, E2E_REPORT_DIR: resultsDir, EMULATOR_SUITE: 'other-deployment' },
      playwright: true,
    },
  );
}

/** The emulator lane's first part: the suite starts, then rules and integration on it. */
async function emulatorLane(session, sideBySideStart = () => {}) {
  const lane = 'emulators';
  const { env } = await session;
  const [sideBySide, trackers, shared, seed] = INTEGRATION_PROJECTS;
  // The rules tests from the start, beside the seed's test and then the app's api modules: the
  // rules tests use Firestore alone and projects of their own (demo-rules-*), which the seed's
  // reset (its project only) never touches. The seed's test before anything else that uses the
  // suite's project: its reset and reseed fire hundreds of triggers, which the functions
  // emulator works through meanwhile; run later, a checkout session and a browser test's import
  // waited behind them. Then the api tests, on the demo data of the suite's project, which their
  // global setup seeds again (idempotent) and which no other test changes before the
  // integration tests start.
  const rules = tests(
    'Rules tests',
    lane,
    'rules',
    binCommand(...vitestArgs(EMULATOR_TESTS.rules, 'rules')),
    { env },
  );
  const seedThenApi = (async () => {
    await tests(
      'Seed on the emulators (its integration test)',
      lane,
      seed,
      binCommand(...vitestArgs(['--project', seed], seed)),
      { env },
    );
    await tests(
      'App api modules',
      lane,
      'api',
      binCommand(...vitestArgs(EMULATOR_TESTS.api, 'api')),
      { env },
    );
  })();
  await Promise.all([rules, seedThenApi]);
  // Read beside the integration tests: only the rules tests use the demo-rules-* projects it
  // reads, so nothing the integration tests do changes the figure.
  const coverage = stage('Rules coverage', lane, 'node', ['scripts/rules-coverage.mjs'], {
    env,
    log: 'rules-coverage',
  }).then(countRulesCoverage);
  // First, alone, the files that read or change everyone's data (vitest.config.ts): their
  // sweeps read every leg and registration there is, so they run while that is the demo data
  // alone. After the other files' hundreds of legs, each sweep took ten times as long
  // (docs/testing.md, "The sweeps before the other integration files").
  await tests(
    `Integration (${shared})`,
    lane,
    shared,
    binCommand(...vitestArgs(['--project', shared], shared)),
    { env },
  );
  // Then the files that share nothing beside the tracker files (one at a time).
  sideBySideStart();
  await Promise.all([
    coverage,
    ...[sideBySide, trackers].map((project) =>
      tests(
        `Integration (${project})`,
        lane,
        project,
        binCommand(...vitestArgs(['--project', project], project)),
        { env },
      ),
    ),
  ]);
}

/** Starts the emulator suite, its output in .cache/test-results/emulators.log; times the start. */
async function startSuite() {
  const begin = Date.now();
  console.log(
    `▶ Emulator suite starting (emulators lane; its output: .cache/test-results/emulators.log)`,
  );
  const log = createWriteStream(join(resultsDir, 'emulators.log'));
  const session = await startEmulatorSession(root, ['auth', 'firestore', 'functions'], {
    onOutput: (chunk) => log.write(chunk),
  });
  const ms = Date.now() - begin;
  stages.push({
    name: 'Emulator suite start',
    lane: 'emulators',
    startedAt: begin - startedAt,
    ms,
    ok: true,
  });
  step(`Emulator suite ready in ${seconds(ms)} s`);
  return session;
}

async function main() {
  await ensureNodeModules(root);
  // Vitest 5, Vite's build (Lingui 6) and the Lingui CLI run on Node 22 (docs/toolchain.md).
  process.env.PATH = withNode22(root).PATH;
  useTestRunJvm();
  // Every Node 22 process of the run shares one compile cache (compile-cache.mjs).
  useCompileCache(root);
  const browserEnv = await ensureChromium();
  rmSync(resultsDir, { recursive: true, force: true });
  rmSync(rulesCoverageSummary, { force: true });
  mkdirSync(resultsDir, { recursive: true });

  const session = startSuite();
  const buildsDone = builds();
  const cpuDone = buildsDone.then(async (built) => {
    await checks(built);
    return built;
  });
  // Where the machine allows it, the other deployment's browser tests run beside the others.
  let sideBySideStart = () => {};
  const sideBySideStarted = new Promise((resolve) => (sideBySideStart = resolve));
  const other = ownNetworkAvailable()
    ? otherDeploymentLane(buildsDone, sideBySideStarted, browserEnv)
    : null;
  if (!other)
    console.log('▶ No network namespace here (own-network.mjs): the other deployment runs last.');
  let suite;
  try {
    // The browser tests need the app's build and the emulator lane done (they reseed its suite);
    // the cpu lane's checks go on beside them, at its lower priority.
    const [built, emulators] = await Promise.allSettled([
      buildsDone,
      // A lane that failed before the side-by-side files lets the other deployment start anyway.
      emulatorLane(session, sideBySideStart).finally(sideBySideStart),
    ]);
    if (emulators.status === 'rejected') throw emulators.reason;
    if (built.status === 'rejected') throw built.reason;
    suite = await session;
    const { env } = suite;
    // THE BROWSER STAGE: how the browser tests run is scripts/lib/browser-tests.mjs.
    if (built.value.built)
      await tests('Browser tests', 'emulators', 'e2e', browserTestRun({ reportDir: resultsDir }), {
        env: { ...env, ...browserEnv },
        playwright: true,
      });
    await stopSuite(suite);
    suite = null;
    // Its own suite (another project id): the ports are the same, so after this one stopped.
    if (!other && built.value.otherBuilt) await otherDeploymentTests('emulators', browserEnv);
    await other;
    await cpuDone;
  } finally {
    if (suite) await stopSuite(suite);
    else await session.then(stopSuite, () => {});
    await other?.catch(() => {});
    // Nothing is left running, even when a stage failed: the cpu lane ends too.
    await cpuDone.catch(() => {});
  }
}

async function stopSuite(suite) {
  if (!suite || suite.stopped) return;
  suite.stopped = true;
  const begin = Date.now();
  await suite.stop();
  stages.push({
    name: 'Emulator suite stop',
    lane: 'emulators',
    startedAt: begin - startedAt,
    ms: Date.now() - begin,
    ok: true,
  });
}

try {
  await main();
} catch (error) {
  tally.failed += 1;
  failures.push(error instanceof ScriptError ? error.message : String(error?.stack ?? error));
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
if (failedTests.length > 0) {
  console.log('\nFailed tests (their whole output is in the stage logs above):');
  for (const test of failedTests) console.log(`  - ${test}`);
}
console.log(`\n${formatStageTimes(stages, Date.now() - startedAt)}`);
console.log(`\n${rulesCoverageLine}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
