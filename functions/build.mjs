/**
 * Builds a functions bundle:
 *   node build.mjs production|emulator [--outfile=path] [--watch [--reload=<emulator hub origin>]]
 * (bundle-options.mjs), naming the release of the repository it is built in. With --watch it
 * stays, rebuilding on every save and writing only the files whose content changed; with
 * --reload it then asks the emulator hub to reload the functions, and says when they are live.
 * npm start keeps the emulator bundle current this way (docs/testing.md, "The inner loop"): the
 * functions emulator's own file watcher skips every path with a dot folder in it, and the
 * bundle lives in .cache/.
 */
import { context, build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { liveStateFile, writeLiveState } from '../scripts/lib/functions-live.mjs';
import { releaseName } from '../scripts/lib/release.mjs';
import { BUNDLES, bundleOptions } from './bundle-options.mjs';

const [bundle, ...rest] = process.argv.slice(2);
if (!Object.hasOwn(BUNDLES, bundle)) {
  console.error(
    `Usage: node build.mjs ${Object.keys(BUNDLES).join('|')} [--outfile=path] [--watch [--reload=<hub origin>]]`,
  );
  process.exit(2);
}
const option = (name) => rest.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outfile = option('outfile');
const hub = option('reload');
const options = bundleOptions(bundle, releaseName(join(import.meta.dirname, '..')), outfile);
const stateFile = liveStateFile(options.outfile);
// The reloads one after another (declared before the first build's callbacks can run).
let reloads = Promise.resolve();

if (rest.includes('--watch')) {
  const ctx = await context({
    ...options,
    // Written by the plugin below, only when changed: a rewrite of the same bytes would make
    // the functions emulator reload every function for nothing.
    write: false,
    // Its inputs name the sources a save must reach before the suite is live (functions-live.mjs).
    metafile: Boolean(hub),
    plugins: [writeWhenChanged()],
  });
  await ctx.watch();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void ctx.dispose().then(() => process.exit(0)));
} else {
  await build(options);
}

function writeWhenChanged() {
  return {
    name: 'write-when-changed',
    setup(pluginBuild) {
      let started = 0;
      let inputs = [];
      // What the suite serves, for the test scripts that run on it (functions-live.mjs): only
      // where this watcher reloads a suite.
      const tell = (state, error) => {
        if (hub) writeLiveState(stateFile, { state, builtFrom: started, inputs, error });
      };
      pluginBuild.onStart(() => {
        started = Date.now();
        tell('building');
      });
      pluginBuild.onEnd((result) => {
        if (result.errors.length > 0) return tell('failed', 'the functions bundle did not build');
        if (result.metafile)
          inputs = Object.keys(result.metafile.inputs).map((path) => resolve(path));
        const changed = (result.outputFiles ?? []).filter(
          (file) =>
            !existsSync(file.path) || !readFileSync(file.path).equals(Buffer.from(file.contents)),
        );
        for (const file of changed) writeFileSync(file.path, file.contents);
        const from = started;
        // A newer build may start before a reload under way ends: its own states follow.
        const current = () => from === started;
        if (!changed.some((file) => file.path.endsWith('.js'))) {
          // The same code: what is served is current, once any reload under way is done.
          reloads = reloads.then(() => current() && tell('live'));
          return;
        }
        console.log(`functions bundle rebuilt in ${Date.now() - started} ms`);
        if (!hub) return;
        tell('reloading');
        reloads = reloads.then(async () => {
          const error = await reload(hub, from);
          if (current()) tell(error ? 'failed' : 'live', error);
        });
      });
    },
  };
}

/**
 * The hub's "enable background triggers" reloads every function from the bundle (a fresh
 * discovery, fresh workers) and answers once that is done: the evidence the saved code is live.
 * Resolves to why it failed, or undefined.
 */
async function reload(origin, started) {
  try {
    const response = await fetch(`${origin}/functions/enableBackgroundTriggers`, { method: 'PUT' });
    if (!response.ok) throw new Error(`the emulator hub answered ${response.status}`);
    console.log(
      `functions reloaded by the emulator: live ${Date.now() - started} ms after the build started`,
    );
    return undefined;
  } catch (error) {
    console.error(
      `The functions were rebuilt but not reloaded (${error.message}): restart npm start.`,
    );
    return `the emulator did not reload them (${error.message}); restart npm start`;
  }
}
