// @vitest-environment node
/** The layer rule (eslint.layers.js) fails on imports against the direction, and passes the right ones. */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// Loading the configuration and its plugins takes seconds on a busy machine: paid once here,
// not by whichever case happens to run first.
beforeAll(() => eslint.lintText('', { filePath: 'src/lib/warm-up.ts' }), 60_000);

async function restricted(filePath, code) {
  const [result] = await eslint.lintText(`${code}\nvoid x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers', () => {
  it.each([
    [
      'lib importing a feature',
      'src/lib/planted.ts',
      "import { x } from '../features/home/race-cards';",
    ],
    [
      'a feature importing another feature',
      'src/features/home/planted.ts',
      "import { x } from '../registration/logic/phone';",
    ],
    [
      'a feature component importing another feature',
      'src/features/home/components/planted.tsx',
      "import { x } from '../../registration/logic/phone';",
    ],
    [
      'a feature importing the app',
      'src/features/home/components/planted.tsx',
      "import { x } from '../../../app/router';",
    ],
    ['a route importing the app', 'src/routes/planted.tsx', "import { x } from '../app/router';"],
    [
      'a shared component importing a feature',
      'src/components/planted.tsx',
      "import { x } from '../features/home/race-cards';",
    ],
    ['config importing lib', 'src/config/planted.ts', "import { x } from '../lib/firestore';"],
    ['the contract importing a package', 'src/contract/planted.ts', "import { x } from 'react';"],
    [
      'the Firebase SDK in a component',
      'src/features/home/components/planted.tsx',
      "import { x } from 'firebase/firestore';",
    ],
    ['the Firebase SDK in a route', 'src/routes/planted.tsx', "import { x } from 'firebase/auth';"],
    [
      'the production functions importing a stand-in',
      'functions/src/planted.ts',
      "import { x } from '../emulator/local-checkout';",
    ],
    [
      'a production tracker module importing a stand-in',
      'functions/src/trackers/planted.ts',
      "import { x } from '../../emulator/local-provider/local-provider';",
    ],
  ])('fails on %s', async (_label, filePath, code) => {
    expect(await restricted(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'a feature using lib, components, config and the contract',
      'src/features/home/components/planted.tsx',
      "import { x } from '../../../lib/report-error';\nimport { y } from '../../../components/load-error';\nimport { z } from '../../../config/paths';\nimport { w } from '../../../contract/pricing';\nvoid y; void z; void w;",
    ],
    [
      'the Firebase SDK in a feature api',
      'src/features/home/api/planted.ts',
      "import { x } from 'firebase/firestore';",
    ],
    ['the Firebase SDK in lib', 'src/lib/planted.ts', "import { x } from 'firebase/auth';"],
    [
      'a route using a feature',
      'src/routes/planted.tsx',
      "import { x } from '../features/home/components/home-screen';",
    ],
    [
      'the contract using config',
      'src/contract/planted.ts',
      "import { x } from '../config/paths';",
    ],
    [
      "a feature using another feature's public index",
      'src/features/home/components/planted.tsx',
      "import { x } from '../../registration';",
    ],
    [
      'a stand-in using the production functions',
      'functions/emulator/planted.ts',
      "import { x } from '../src/line-items';",
    ],
  ])('passes %s', async (_label, filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([]);
  });
});
