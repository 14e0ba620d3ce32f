// @vitest-environment node
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * npm start, npm test and npm run bench:load install a fresh clone's packages themselves
 * (ensure-deps.mjs) before anything needs them. An ES module's static imports are all loaded
 * before its first line runs, so an npm package anywhere in the static import graph of those
 * scripts makes them fail on a fresh clone with ERR_MODULE_NOT_FOUND before they can install
 * it (the local mail server's packages once did). A package is imported with `await import()`
 * once the install has run.
 */
const scripts = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = ['start.mjs', 'test.mjs', 'bench-load.mjs'];

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

/** Every bare (package) specifier in the static import graph of `entry`, with the file that names it. */
function packagesImportedStatically(entry) {
  const found = [];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier))
        found.push(`${relative(scripts, file)}: ${specifier}`);
    }
  };
  visit(join(scripts, entry));
  return found;
}

describe('the scripts that install a fresh clone', () => {
  it.each(ENTRIES)('%s imports no npm package before it has installed them', (entry) => {
    expect(packagesImportedStatically(entry)).toEqual([]);
  });

  it('the walk sees a package imported by a module the entry imports', () => {
    // mail-server.mjs is imported by emulators.mjs only once the install has run; statically
    // it names its packages, and the walk from it must say so.
    expect(packagesImportedStatically('lib/mail-server.mjs')).toEqual([
      'lib/mail-server.mjs: mailparser',
      'lib/mail-server.mjs: smtp-server',
    ]);
  });
});
