#!/usr/bin/env node
/**
 * node scripts/e2e-other-deployment.mjs: the browser tests of a build for another project id
 * and a custom domain (tests/e2e/other-deployment/, docs/deploy.md), in an emulator suite of
 * that project (scripts/lib/e2e.mjs sets its env). Exits with Playwright's code; the report is
 * .cache/test-results/e2e-other-deployment.json (E2E_REPORT_DIR for another folder).
 */
import { runBrowserTests } from './lib/e2e.mjs';

const { code } = await runBrowserTests({
  project: 'e2e-other-deployment',
  files: process.argv.slice(2),
  ...(process.env.E2E_REPORT_DIR ? { reportDir: process.env.E2E_REPORT_DIR } : {}),
});
process.exit(code);
