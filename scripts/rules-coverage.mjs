#!/usr/bin/env node
/**
 * Reads the Firestore emulator's rules coverage for the rules tests and prints one line,
 * e.g. `Rules coverage: 96.4% of 250 expressions evaluated; 21 of 21 conditions seen both
 * allowing and denying`; exits 1 below 95%, or when a condition was seen only one way.
 * Run it inside the emulator suite right after the rules tests:
 *   node scripts/emulators.mjs exec --only firestore -- "npx vitest run --project rules; node scripts/rules-coverage.mjs"
 *
 * Each rules test file uses its own project, `demo-rules-<file name>` (tests/rules/support/rules-env.ts),
 * and nothing else uses those projects, so the figure is the rules tests' alone (the app, the
 * seed and the other tests use the demo project, scripts/lib/demo-project.mjs). Writes to .cache/rules-coverage/:
 * index.html (the rules with what no test evaluated marked), the emulator's own page per
 * project, and summary.json (what scripts/test.mjs counts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  coverageHtml,
  describeOneSided,
  describeUnevaluated,
  formatCoverageLine,
  meetsCoverage,
  summarizeRulesCoverage,
} from './lib/rules-coverage.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.cache', 'rules-coverage');
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const MINIMUM_PERCENT = 95;

/** The rules tests' projects: one per file of tests/rules, named as rules-env names them. */
function rulesTestProjects() {
  return readdirSync(join(root, 'tests', 'rules'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `demo-rules-${name.replace(/\.test\.ts$/, '')}`)
    .sort();
}

async function fetchCoverage(projectId, suffix = '') {
  const url = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage${suffix}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return suffix ? response.text() : response.json();
}

function finish(summaryFile, result) {
  writeFileSync(summaryFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${result.line}`);
  for (const problem of result.problems) console.log(`  ${problem}`);
  process.exit(result.passed ? 0 : 1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const summaryFile = join(outDir, 'summary.json');

try {
  const projects = rulesTestProjects();
  const reports = [];
  const problems = [];
  for (const projectId of projects) {
    reports.push(await fetchCoverage(projectId));
    writeFileSync(join(outDir, `${projectId}.html`), await fetchCoverage(projectId, '.html'));
  }
  const summary = summarizeRulesCoverage(reports);
  writeFileSync(join(outDir, 'index.html'), coverageHtml(summary));
  const passed = meetsCoverage(summary, MINIMUM_PERCENT);
  if (summary.percent < MINIMUM_PERCENT) {
    problems.push(
      `below ${MINIMUM_PERCENT}%; not evaluated (line:column, see .cache/rules-coverage/index.html):`,
    );
    problems.push(...describeUnevaluated(summary).map((line) => `  ${line}`));
  }
  if (summary.oneSided.length > 0) {
    problems.push('conditions without both an allow and a deny test:');
    problems.push(...describeOneSided(summary).map((line) => `  ${line}`));
  }
  finish(summaryFile, {
    passed,
    line: formatCoverageLine(summary),
    percent: summary.percent,
    evaluated: summary.evaluated,
    total: summary.total,
    projects,
    problems,
  });
} catch (error) {
  finish(summaryFile, {
    passed: false,
    line: `Rules coverage: not read (${error.message})`,
    problems: [],
  });
}
