#!/usr/bin/env node
/**
 * Load benchmark on the emulator suite (docs/reliability.md): a race opening and a Sunday
 * evening, with nothing lost or doubled.
 *   npm run bench:load                                  every scenario at full size
 *   npm run bench:load -- --checkouts 60 --athletes 20 --deliveries 200 --offline 30 \
 *     --writes 1000 --crash 30 --only 1,4               smaller, or some scenarios only
 *   --concurrency 4 (default): requests in flight at once (bench/load/common.ts says why)
 *   --sunday-racers 100000 --sunday-rate 10 --sunday-seconds 300 (defaults): scenario 6, a
 *     Sunday evening on a 100,000-racer leg (docs/standings.md, "Limits")
 * Starts and stops its own emulators (Auth, Firestore, Functions) like bench:leaderboard;
 * loopback only. Every loop is bounded in count and time; a scenario that does not converge in
 * time prints FAIL with what it waited for. Prints one table row per scenario.
 */
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules } from './lib/ensure-deps.mjs';
import { execWithEmulators } from './lib/emulators.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const valueOf = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const usage = (message) => {
  console.error(message);
  process.exit(1);
};
const scale = Number(valueOf('scale') ?? 1);
if (!(scale > 0 && scale <= 1)) usage('--scale takes a number above 0, at most 1 (e.g. 0.1).');
/** A size flag; without it the full size, times --scale (at least 1). */
const flag = (name, full, scaled = true) => {
  const given = valueOf(name);
  const value =
    given === undefined ? Math.max(1, Math.round(full * (scaled ? scale : 1))) : Number(given);
  if (!Number.isSafeInteger(value) || value <= 0) usage(`--${name} takes a whole number above 0.`);
  return value;
};
const sizes = {
  checkouts: flag('checkouts', 300),
  athletes: flag('athletes', 200),
  deliveries: flag('deliveries', 2000),
  offline: flag('offline', 100),
  writes: flag('writes', 1000),
  crash: flag('crash', 100),
  concurrency: flag('concurrency', 4, false),
  sundayRacers: flag('sunday-racers', 100000),
  sundayRate: flag('sunday-rate', 10, false),
  sundaySeconds: flag('sunday-seconds', 300, false),
};
process.env.BENCH_CONCURRENCY = String(sizes.concurrency);
/** Scenarios by number or by name: --only 1,4 or --only checkout,board. */
const NAMES = { checkout: '1', webhook: '2', offline: '3', board: '4', crash: '5', sunday: '6' };
const only = new Set(
  (valueOf('only') ?? '1,2,3,4,5,6').split(',').map((id) => NAMES[id.trim()] ?? id.trim()),
);
for (const id of only)
  if (!['1', '2', '3', '4', '5', '6'].includes(id))
    usage(`--only takes 1-6 or ${Object.keys(NAMES).join(', ')} (comma-separated), not ${id}.`);

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  // A fresh clone has no packages yet (root and functions/): installed here, as npm start and
  // npm test do, before the emulators and the scenarios need them.
  try {
    await ensureNodeModules(root);
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const command = ['node', 'scripts/bench-load.mjs', ...args].join(' ');
  process.exit(
    await execWithEmulators(root, ['auth', 'firestore', 'functions'], command, { ownGroup: true }),
  );
}
process.env.METADATA_SERVER_DETECTION ||= 'none';

const { createJiti } = await import('jiti');
const jiti = createJiti(import.meta.url);
const load = (name) => jiti.import(`./bench/load/${name}.ts`);
const { adminDb } = await jiti.import('../tests/integration/support/emulators.ts');
const db = adminDb();

const scenarios = [
  ['1', async () => (await load('checkout-burst')).checkoutBurst(db, sizes.checkouts)],
  [
    '2',
    async () => (await load('webhook-burst')).webhookBurst(db, sizes.athletes, sizes.deliveries),
  ],
  ['3', async () => (await load('offline-sync')).offlineSync(db, sizes.offline)],
  ['4', async () => (await load('board-burst')).boardBurst(db, sizes.writes)],
  ['5', async () => (await load('functions-crash')).functionsCrash(db, sizes.crash)],
  [
    '6',
    async () =>
      (await load('sunday-evening')).sundayEvening(db, {
        racers: sizes.sundayRacers,
        rate: sizes.sundayRate,
        seconds: sizes.sundaySeconds,
      }),
  ],
];
const rowOf = (r) =>
  `| ${r.scenario} | ${r.size} | ${r.ok ? 'PASS' : 'FAIL'} | ${r.figures} | ${r.seconds.toFixed(0)} s |`;
const results = [];
for (const [id, run] of scenarios) {
  if (!only.has(id)) continue;
  console.log(`[bench:load] scenario ${id}…`);
  const started = Date.now();
  try {
    results.push({ ...(await run()), seconds: (Date.now() - started) / 1000 });
    console.log(`[bench:load] ${rowOf(results.at(-1))}`);
  } catch (error) {
    console.log(
      `[bench:load] scenario ${id} stopped: ${error instanceof Error ? error.stack : error}`,
    );
    results.push({
      scenario: `${id} (stopped)`,
      size: '',
      ok: false,
      figures: error instanceof Error ? error.message : String(error),
      seconds: (Date.now() - started) / 1000,
    });
  }
}
console.log('\n| scenario | size | result | figures | wall time |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of results) console.log(rowOf(r));
process.exit(results.every((r) => r.ok) ? 0 : 1);
