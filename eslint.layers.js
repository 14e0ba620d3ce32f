/**
 * The layers of src/ (docs/house-style.md rules 1-2), enforced on every import:
 *
 *   main → app → routes → features → components, lib → config
 *                                      contract (pure, shared with functions/) → config
 *
 * - an import may only point down this list, never up;
 * - a feature never imports another feature's internals: only its public index (`../../registration`),
 *   and shared pieces go to components/ or lib/;
 * - the Firebase SDK is imported only in lib/ and features' api/ folders;
 * - contract/ imports no package at all: the browser and the Cloud Functions bundle both load it;
 * - functions/src/ (the production functions) never imports functions/emulator/ (the stand-ins).
 * Tests are not layered code (a test may reach into what it tests from anywhere).
 */
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import that climbs out (`../`) into one of `dirs` of src/. */
const up = (dirs, why) => ({ regex: `^(\\.\\./)+(${dirs.join('|')})(/|$)`, message: why });
/** An import that climbs out into a file below one of `dirs` (the folder itself, its index, stays allowed). */
const into = (dirs, why) => ({ regex: `^(\\.\\./)+(${dirs.join('|')})/`, message: why });
const FIREBASE = {
  regex: '^(firebase|@firebase)(/|$)',
  message: 'The Firebase SDK is imported only in src/lib and src/features/*/api.',
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

function block(files, patterns, ignores = []) {
  return {
    files,
    ignores: [...TESTS, ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export const layerRules = [
  block(['src/main.tsx'], [FIREBASE]),
  block(['src/app/**'], [up(['main'], 'app/ is below main.tsx.'), FIREBASE]),
  block(['src/routes/**'], [up(['main', 'app'], 'routes/ are below app/.'), FIREBASE]),
  ...FEATURES.flatMap((feature) => {
    const others = FEATURES.filter((name) => name !== feature);
    const layered = [
      up(['main', 'app', 'routes'], 'features/ are below routes/ and app/.'),
      ...(others.length > 0
        ? [
            into(
              others,
              `features/${feature} must not import another feature's internals: use its public index, or move the shared piece to components/ or lib/.`,
            ),
          ]
        : []),
    ];
    return [
      block(
        [`src/features/${feature}/**`],
        [...layered, FIREBASE],
        [`src/features/${feature}/api/**`],
      ),
      block([`src/features/${feature}/api/**`], layered),
    ];
  }),
  block(
    ['src/components/**'],
    [
      up(
        ['main', 'app', 'routes', 'features'],
        'components/ are shared by features: they import none.',
      ),
      FIREBASE,
    ],
  ),
  block(['src/lib/**'], [up(['main', 'app', 'routes', 'features'], 'lib/ is below features/.')]),
  block(
    ['src/config/**'],
    [
      up(
        ['main', 'app', 'routes', 'features', 'components', 'lib', 'contract'],
        'config/ is the bottom layer.',
      ),
      FIREBASE,
    ],
  ),
  block(
    ['src/contract/**'],
    [
      up(
        ['main', 'app', 'routes', 'features', 'components', 'lib'],
        'contract/ is pure: only config/ is below it.',
      ),
      {
        regex: '^[^.]',
        message: 'contract/ imports no package: the browser and the functions bundle both load it.',
      },
    ],
  ),
  // functions/src/ is what `firebase deploy` ships; the emulator-only stand-ins import it, never the reverse.
  block(
    ['functions/src/**'],
    [
      {
        regex: '^(\\.\\./)+emulator(/|$)',
        message:
          'functions/src/ is the production bundle: the stand-ins in functions/emulator/ stay out of it.',
      },
    ],
  ),
];
