/**
 * Scenario 5, a crash mid-burst: payments and activity writes in a burst while every process
 * of the Functions emulator that runs our code (its function workers: each is an instance) is
 * killed, twice; the emulator starts new ones for the next events. The invocations that were
 * running are lost, as on a crashed instance, and the emulator never retries them. Then the
 * reconciliation sweep and the inbox sweep run: nothing may be lost or doubled.
 * Only the workers of the firebase-tools process this benchmark runs under are killed (found
 * through this process's own ancestors), never another suite's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import {
  BASE_FEE_CENTS,
  LEG_A_CENTS,
  createFixture,
  createUser,
  paymentDoc,
} from '../../../tests/integration/support/emulators';
import {
  IN_FLIGHT,
  HOUR_ON,
  inboxSweep,
  pool,
  reconcile,
  seconds,
  settleBound,
  until,
  type Result,
} from './common';
import { addActivity, newLeg, truthOf } from './rows';

const parentOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8');

/** The firebase-tools process (emulators:exec) this benchmark runs under. */
function ownEmulatorPid(): number {
  let pid = process.ppid;
  for (let depth = 0; depth < 8 && pid > 1; depth += 1) {
    if (commandOf(pid).includes('emulators:exec')) return pid;
    pid = parentOf(pid);
  }
  throw new Error('not running under firebase emulators:exec');
}

/** Kills the function workers of our own Functions emulator; how many. */
function killFunctionWorkers(emulatorPid: number): number {
  let killed = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (parentOf(pid) !== emulatorPid) continue;
      if (!commandOf(pid).includes('functionsEmulatorRuntime')) continue;
      process.kill(pid, 'SIGKILL');
      killed += 1;
    } catch {
      // The process ended meanwhile.
    }
  }
  return killed;
}

/** Evidence that the triggers have stopped: the watched figures unchanged for 10 s (bounded). */
async function settled(read: () => Promise<string>, events: number) {
  let last = '';
  let since = Date.now();
  await until(
    'the triggers to settle',
    async () => {
      const now = await read();
      if (now !== last) [last, since] = [now, Date.now()];
      return Date.now() - since >= 10_000;
    },
    settleBound(events),
    1000,
  );
}

export async function functionsCrash(db: Firestore, size: number): Promise<Result> {
  const emulatorPid = ownEmulatorPid();
  const fx = await createFixture(db);
  const { legId, uids } = await newLeg(db, 50, 'price_crash');
  const payers = Array.from({ length: size }, (_, i) => `crash-${fx.legA}-${i}`);
  await pool(payers, 20, (uid) => createUser(db, uid));
  const payments = payers.map((uid) => paymentDoc(uid, fx, LEG_A_CENTS + BASE_FEE_CENTS));
  const writes = size * 2;
  let killed = 0;
  const started = Date.now();
  let paidAt = started;
  const markersOf = async () => db.getAll(...payments.map((p) => db.doc(`provisioned/${p.id}`)));
  const provisioned = async () => (await markersOf()).filter((m) => m.exists).length;
  const burst = pool(Array.from({ length: size + writes }), IN_FLIGHT, async (_, i) => {
    if (i < size) {
      const p = payments[i]!;
      await db.doc(`stripe_customers/${payers[i]}/payments/${p.id}`).set(p);
      paidAt = Date.now();
    } else {
      const n = i - size;
      await addActivity(db, legId, uids[n % uids.length]!, `${started + n}`, 1 + (n % 5));
    }
  }).then(
    () => null,
    (error: unknown) => error,
  );
  // What the triggers have done so far: provisioned payments and the board's last build.
  const progress = async () => {
    const board = (await db.doc(`races/${legId}/board/current`).get()).data()?.builtAt;
    return `${await provisioned()}/${board}`;
  };
  // The kills follow the trigger runs, not the writes: at full size the emulator began a
  // burst's runs up to two minutes after its writes, so workers killed at fixed points of the
  // writes were idle and nothing was lost. First once a payment is provisioned (the runs have
  // begun), then once any run has ended after that (the emulator has started workers again):
  // runs are in flight each time. If none ends within a minute (every run left was killed),
  // the second kill comes then, with nothing to lose.
  await until(
    'a payment provisioned',
    async () => (await provisioned()) > 0,
    settleBound(size + writes),
    250,
  );
  const atFirst = await progress();
  killed += killFunctionWorkers(emulatorPid);
  const firstKillAt = Date.now();
  await until(
    'a trigger run to end after the first kill, or a minute',
    async () => (await progress()) !== atFirst || Date.now() - firstKillAt >= 60_000,
    90_000,
    250,
  );
  const killedAt = [atFirst.split('/')[0], (await progress()).split('/')[0]];
  killed += killFunctionWorkers(emulatorPid);
  const failed = await burst;
  if (failed) throw failed;
  await settled(progress, size + writes);
  const lost = (await markersOf()).filter((m) => !m.exists).length;
  const before = await truthOf(db, legId);
  // The sweep leaves payments younger than its 2-minute grace to their trigger; it runs once
  // the last payment is older than that, so a payment whose run was killed is its to repair.
  await until(
    "the last payment to pass the sweep's 2-minute grace",
    async () => Date.now() - paidAt >= 125_000,
    150_000,
    1000,
  );
  const sweep = await reconcile();
  const retried = await inboxSweep(Date.now() + HOUR_ON);
  const after = await until(
    'every payment provisioned and the board exact',
    async () => {
      const markers = await markersOf();
      const t = await truthOf(db, legId);
      return markers.every((m) => m.exists) && t.standingsExact && t.boardExact && { markers, t };
    },
    settleBound(size + writes),
    1000,
  );
  const bibs = new Set(after.markers.map((m) => m.data()?.bibNumber));
  const counter = (await db.doc(`races/${fx.legA}/counters/bib`).get()).data()?.next;
  // Runs the first sweep's repairs set off (provisioning, a debounced board) end before the
  // second sweep looks: what it still repairs is drift, not a trigger still at work.
  await settled(async () => {
    const t = await truthOf(db, legId);
    const board = (await db.doc(`races/${legId}/board/current`).get()).data()?.builtAt;
    return `${t.entries}/${t.standingsExact}/${board}`;
  }, size + writes);
  const second = await reconcile();
  const secondRepairs = Object.values(second.repaired).reduce((s, n) => s + n, 0);
  const ok =
    bibs.size === size &&
    counter === 101 + size &&
    after.t.entries === writes &&
    after.t.rowsExact &&
    secondRepairs === 0;
  return {
    scenario: '5 workers killed mid-burst',
    size: `${size} payments + ${writes} writes, ${killed} workers killed (at ${killedAt.join(' and ')} provisioned)`,
    ok,
    figures:
      `after the burst: ${lost} payments unprovisioned, standings ${before.standingsExact && before.boardExact ? 'exact' : 'behind'}; ` +
      `sweep repaired ${sweep.repaired.payments} payments, ${sweep.repaired.standingsRows} standings rows, ${sweep.repaired.boards} boards ` +
      `(${retried} inbox events retried); then ${bibs.size} distinct bibs, counter +${Number(counter) - 101}, ${after.t.entries} entries; ` +
      `second sweep repaired ${secondRepairs}${secondRepairs > 0 ? ` ${JSON.stringify(second.repaired)}` : ''}; ${seconds(Date.now() - started)} in all`,
  };
}
