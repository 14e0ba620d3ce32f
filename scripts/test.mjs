#!/usr/bin/env node
/**
 * npm test: everything, on a fresh clone, with nothing installed by hand.
 * Installs what is missing (npm packages, Debian's Chromium), then typecheck, lint,
 * unit and component tests, the production build, and inside the emulator suite the
 * rules tests and their coverage figure (at least 95% of rule expressions evaluated), the
 * functions integration and seed tests, the app's api modules against the emulators, and the
 * browser tests (which include the bundle budget).
 * Ends with one line: `N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureNodeModules } from './lib/ensure-deps.mjs';
import { ScriptError, step } from './lib/log.mjs';
import { run } from './lib/run.mjs';
import { withNode22 } from './lib/node22.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.cache', 'test-results');
const rulesCoverageSummary = join(root, '.cache', 'rules-coverage', 'summary.json');
let rulesCoverageLine = 'Rules coverage: not read';
const tally = { passed: 0, failed: 0 };
const failures = [];

/** A check that is not a test runner counts as one test. */
async function check(name, command, args, options = {}) {
  step(name);
  const code = await run(command, args, { cwd: root, ...options });
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(`${name} (exit ${code})`);
  }
  return code === 0;
}

function vitestArgs(project) {
  return [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${project}.json`)}`,
  ];
}

/** Adds a vitest JSON report to the tally; a run that wrote no report counts as one failure. */
function countReport(project) {
  const file = join(resultsDir, `${project}.json`);
  if (!existsSync(file)) {
    tally.failed += 1;
    failures.push(`${project} tests did not run`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !report.success)
    failures.push(`${project}: ${report.numFailedTests} failed`);
  if (!report.success && report.numFailedTests === 0) tally.failed += 1; // a suite that failed to load
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

async function main() {
  await ensureNodeModules(root);
  // Vitest 5, Vite's build (Lingui 6) and the Lingui CLI run on Node 22 (docs/toolchain.md).
  process.env.PATH = withNode22(root).PATH;
  const chromium = await ensureChromium();
  rmSync(resultsDir, { recursive: true, force: true });
  rmSync(rulesCoverageSummary, { force: true });
  mkdirSync(resultsDir, { recursive: true });

  await check('Typecheck (app, tests, functions and their unit tests)', 'npm', [
    'run',
    '--silent',
    'typecheck',
  ]);
  await check('Lint (layers included)', 'npx', ['eslint', '.']);
  await check('Dead code (knip: unused files, exports, dependencies)', 'npx', [
    'knip',
    '--no-config-hints',
  ]);

  step('Unit and component tests');
  await run('npx', vitestArgs('unit'), { cwd: root });
  countReport('unit');

  const built = await check('Production build (emulators mode)', 'npx', [
    'vite',
    'build',
    '--mode',
    'emulators',
    '--logLevel',
    'warn',
  ]);

  step('Rules, functions integration, seed, api and browser tests on the emulator suite');
  const suites = built ? ['rules', 'integration', 'api', 'e2e'] : ['rules', 'integration', 'api'];
  // The coverage is read right after the rules tests. Only they use the demo-rules-* projects
  // it reads, so the later suites (the demo project) cannot change the figure.
  const inner = suites
    .flatMap((project) => [
      `npx ${vitestArgs(project).join(' ')}`,
      ...(project === 'rules' ? ['node scripts/rules-coverage.mjs'] : []),
    ])
    .join('; ');
  await run('node', ['scripts/emulators.mjs', 'exec', '--', inner], {
    cwd: root,
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  for (const project of suites) countReport(project);
  countRulesCoverage();

  // The build for another project id on a custom domain, in an emulator suite of that project
  // (docs/deploy.md; scripts/e2e-other-deployment.mjs).
  if (built) {
    step('Browser tests of a build for another deployment (its own emulator suite)');
    const project = 'e2e-other-deployment';
    await run('node', ['scripts/e2e-other-deployment.mjs', ...vitestArgs(project).slice(4)], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: chromium },
    });
    countReport(project);
  }
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
console.log(`\n${rulesCoverageLine}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
