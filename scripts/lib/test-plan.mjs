/**
 * Which Vitest projects hold each kind of test (vitest.config.ts), for npm test and the inner
 * loop's commands (docs/testing.md).
 */

/** The unit tests: pure ones on Node, then what needs a DOM, then the files that replace modules (vi.mock). */
export const UNIT_PROJECTS = ['node', 'dom', 'mocked'];

/**
 * The integration projects (vitest.config.ts): files that share nothing, several at once; the
 * tracker files, one at a time; what reads or changes everyone's data, alone; the seed's test first.
 */
export const INTEGRATION_PROJECTS = [
  'integration',
  'integration-trackers',
  'integration-shared',
  'integration-seed',
];
// (The seed's runs first in every run: its groupOrder is 0.)

/** Vitest's project selection for each kind run on the emulator suite. */
export const EMULATOR_TESTS = {
  rules: ['--project', 'rules'],
  // The groups one after the other (their sequence.groupOrder).
  integration: INTEGRATION_PROJECTS.flatMap((project) => ['--project', project]),
  api: ['--project', 'api'],
};
