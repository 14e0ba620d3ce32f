/**
 * Which Vitest projects hold each kind of test (vitest.config.ts), for npm test and the inner
 * loop's commands (docs/testing.md).
 */

/** The unit tests: pure ones on Node, then what needs a DOM. */
export const UNIT_PROJECTS = ['node', 'dom'];

/** Vitest's project selection for each kind run on the emulator suite. */
export const EMULATOR_TESTS = {
  rules: ['--project', 'rules'],
  // The integration projects: files run side by side, then the ones that share state, one at a
  // time (vitest.config.ts).
  integration: ['--project', 'integration*'],
  api: ['--project', 'api'],
};
