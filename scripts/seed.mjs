#!/usr/bin/env node
/**
 * Writes the demo data into the Firebase emulators (never a real project).
 *   node scripts/seed.mjs            idempotent: fixed ids, `set`, Auth users created or updated
 *   node scripts/seed.mjs --reset    clears the Firestore and Auth emulators first
 *   node scripts/seed.mjs --now=2026-11-22T12:00:00Z   seed as if it were that day
 * Env: FIRESTORE_EMULATOR_HOST (127.0.0.1:8080), FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099),
 * FIREBASE_EMULATOR_HUB (127.0.0.1:4400: the functions' triggers are paused while it writes), GCLOUD_PROJECT (used only if it starts with 'demo-'; default .firebaserc's, lib/demo-project.mjs).
 * The documents come from the pure builders in scripts/seed/; this file only writes them.
 * Top-level imports are node built-ins only; firebase-admin is loaded inside main.
 */
import process from 'node:process';
import { DEMO_PROJECT_ID } from './lib/demo-project.mjs';
import { useOneRequestPerConnection } from './lib/one-request-per-connection.mjs';

// Never probe for a Google Cloud metadata server (offline; it only prints warnings).
process.env.METADATA_SERVER_DETECTION ||= 'none';
// A connection per request to the emulators (docs/testing.md, "One request per connection"):
// the triggers' pause and resume, seconds apart.
useOneRequestPerConnection();

const BATCH_LIMIT = 500;
const AUTH_CONCURRENCY = 8;
const START_HINT = 'start it with npm start or node scripts/emulators.mjs start';

class SeedError extends Error {}

/** @param {string[]} argv */
function parseArgs(argv) {
  const options = { reset: false, now: new Date(), help: false };
  for (const arg of argv) {
    if (arg === '--reset') options.reset = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--now=')) {
      options.now = new Date(arg.slice('--now='.length));
      if (Number.isNaN(options.now.getTime()))
        throw new SeedError(`--now needs an ISO date, got ${arg.slice(6)}`);
    } else
      throw new SeedError(
        `Unknown option ${arg}. Usage: node scripts/seed.mjs [--reset] [--now=ISO-date]`,
      );
  }
  return options;
}

/** Emulator hosts and project id; sets the env the Admin SDK reads. */
function emulatorConfig() {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
  const requested = process.env.GCLOUD_PROJECT;
  let projectId = DEMO_PROJECT_ID;
  if (requested?.startsWith('demo-')) projectId = requested;
  else if (requested)
    console.warn(`Ignoring GCLOUD_PROJECT=${requested}: the seed only writes to a demo- project.`);
  process.env.GCLOUD_PROJECT = projectId;
  return {
    projectId,
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  };
}

/**
 * @param {string} label
 * @param {string} host
 */
async function assertReachable(label, host) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new SeedError(`Cannot reach the ${label} emulator at ${host}: ${START_HINT}`);
  }
}

/**
 * Pauses or resumes the functions emulator's background triggers through the emulator hub
 * (Firebase's own `/functions/disableBackgroundTriggers`). The seed writes a whole, consistent
 * state itself and builds the standings and boards from it; with the triggers
 * on, its hundreds of rows, names and payments queue about a thousand trigger runs (activity,
 * standings, names, milestone e-mails for milestones passed long ago), and a participant's
 * import or checkout made in the next minutes waited behind them. False when no functions
 * emulator runs (Firestore and Auth alone): nothing to pause.
 * @param {'disable' | 'enable'} action
 */
async function backgroundTriggers(action) {
  const hub = process.env.FIREBASE_EMULATOR_HUB || '127.0.0.1:4400';
  const path = action === 'disable' ? 'disableBackgroundTriggers' : 'enableBackgroundTriggers';
  // Disabling waits for the trigger runs already queued (the hub flushes them, up to a minute).
  const response = await fetch(`http://${hub}/functions/${path}`, {
    method: 'PUT',
    signal: AbortSignal.timeout(120_000),
  }).catch(() => null);
  return response?.ok === true;
}

/**
 * @param {string} label
 * @param {string} url
 */
async function clear(label, url) {
  const response = await fetch(url, { method: 'DELETE', signal: AbortSignal.timeout(15000) }).catch(
    () => null,
  );
  if (!response?.ok)
    throw new SeedError(
      `Could not clear the ${label} emulator (${response ? `HTTP ${response.status}` : 'no answer'} from ${url}).`,
    );
}

/** Loads firebase-admin, or explains how to get it. */
async function loadAdmin() {
  try {
    const [app, firestore, auth] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      import('firebase-admin/auth'),
    ]);
    return { app, firestore, auth };
  } catch {
    throw new SeedError('firebase-admin is not installed: run npm install in the project root.');
  }
}

/**
 * Dates become Timestamps; plain objects and arrays are copied deeply.
 * @param {unknown} value
 * @param {(date: Date) => unknown} toTimestamp
 * @returns {unknown}
 */
function toFirestoreValue(value, toTimestamp) {
  if (value instanceof Date) return toTimestamp(value);
  if (Array.isArray(value)) return value.map((item) => toFirestoreValue(item, toTimestamp));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toFirestoreValue(item, toTimestamp)]),
    );
  }
  return value;
}

/**
 * Creates each user with its fixed uid, or updates it when it exists. A different account
 * holding the same e-mail (e.g. signed up by hand) is removed first.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {import('./seed/types.mjs').SeedAuthUser[]} users
 */
async function upsertAuthUsers(auth, users) {
  /** @param {import('./seed/types.mjs').SeedAuthUser} user */
  const upsert = async (user) => {
    const { uid, customClaims, ...fields } = user;
    const existing = await auth.getUser(uid).catch((error) => {
      if (error?.code === 'auth/user-not-found') return null;
      throw error;
    });
    const holder = await auth.getUserByEmail(user.email).catch(() => null);
    if (holder && holder.uid !== uid) await auth.deleteUser(holder.uid);
    if (existing) await auth.updateUser(uid, { ...fields, disabled: false });
    else await auth.createUser({ uid, ...fields });
    // The organiser's `admin` claim (docs/organiser-console.md); everyone else's cleared, so
    // a claim granted by hand on the emulators does not outlive the next seed.
    await auth.setCustomUserClaims(uid, customClaims ?? null);
  };
  for (let i = 0; i < users.length; i += AUTH_CONCURRENCY) {
    await Promise.all(users.slice(i, i + AUTH_CONCURRENCY).map(upsert));
  }
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('./seed/types.mjs').SeedDoc[]} docs
 * @param {(date: Date) => unknown} toTimestamp
 */
async function writeDocs(db, docs, toTimestamp) {
  let batches = 0;
  for (let i = 0; i < docs.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + BATCH_LIMIT)) {
      batch.set(
        db.doc(doc.path),
        /** @type {Record<string, unknown>} */ (toFirestoreValue(doc.data, toTimestamp)),
      );
    }
    await batch.commit();
    batches += 1;
  }
  return batches;
}

/**
 * '12 products, 23 products/prices, …' per collection path.
 * @param {import('./seed/types.mjs').SeedDoc[]} docs
 */
function summarize(docs) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { path } of docs) {
    const collection = path
      .split('/')
      .filter((_, i) => i % 2 === 0)
      .join('/');
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([collection, n]) => `${n} ${collection}`)
    .join(', ');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(
      'Usage: node scripts/seed.mjs [--reset] [--now=ISO-date]  (writes demo data to the Firebase emulators)',
    );
    return;
  }
  const config = emulatorConfig();
  await assertReachable('Firestore', config.firestoreHost);
  await assertReachable('Auth', config.authHost);

  const { app, firestore, auth } = await loadAdmin();
  const { buildSeed } = await import('./seed/index.mjs');
  const seed = buildSeed(options.now);

  if (options.reset) {
    await clear(
      'Firestore',
      `http://${config.firestoreHost}/emulator/v1/projects/${config.projectId}/databases/(default)/documents`,
    );
    await clear(
      'Auth',
      `http://${config.authHost}/emulator/v1/projects/${config.projectId}/accounts`,
    );
    console.log(`Cleared the Firestore and Auth emulators (project ${config.projectId}).`);
  }

  const adminApp = app.initializeApp({ projectId: config.projectId }, 'seed');
  const paused = await backgroundTriggers('disable');
  try {
    const db = firestore.getFirestore(adminApp);
    await upsertAuthUsers(auth.getAuth(adminApp), seed.authUsers);
    const batches = await writeDocs(db, seed.docs, (date) => firestore.Timestamp.fromDate(date));
    console.log(
      `Seeded project ${config.projectId} (Firestore ${config.firestoreHost}, Auth ${config.authHost}):`,
    );
    console.log(
      `  ${seed.authUsers.length} Auth users and ${seed.docs.length} documents in ${batches} batch(es): ${summarize(seed.docs)}.`,
    );
    // The leaderboard reads standings and boards (docs/standings.md), not the rows just
    // written: build them now rather than wait for one trigger per row.
    const { rebuildStandings } = await import('./lib/standings.mjs');
    const legs = [
      ...new Set(
        seed.docs
          .map((d) => /^races\/([^/]+)\/subscribedUsers\//.exec(d.path)?.[1])
          .filter((id) => id !== undefined),
      ),
    ];
    const rebuilt = await rebuildStandings(config.projectId, legs);
    console.log(
      `  Standings and boards of ${rebuilt.length} legs (${rebuilt.reduce((n, r) => n + r.racers, 0)} racers).`,
    );
    console.log(
      '  Demo sign-in: runner@demo.test / demo-pass-1 (every demo account uses demo-pass-1); organiser@demo.test opens /organiser.',
    );
  } finally {
    if (paused && !(await backgroundTriggers('enable')))
      console.error('The functions emulator did not turn its triggers back on: restart it.');
    await app.deleteApp(adminApp);
  }
}

try {
  await main();
} catch (error) {
  const message =
    error instanceof SeedError
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message);
  if (process.env.DEBUG && error instanceof Error && !(error instanceof SeedError))
    console.error(error.stack);
  process.exit(1);
}
