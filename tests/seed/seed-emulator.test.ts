/**
 * Runs the real seed (node scripts/seed.mjs) against the Firestore and Auth emulators and
 * reads the result back with firebase-admin: --reset clears, a second run without --reset
 * restores what was changed and leaves exactly the same data, and the demo runner can sign in.
 * Run inside the emulators: node scripts/emulators.mjs exec --only auth,firestore -- npx vitest run --project integration tests/seed
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorProjectId } from '../../scripts/lib/demo-project.mjs';
import { buildSeed } from '../../scripts/seed/index.mjs';

process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ||= 'none';
const PROJECT = emulatorProjectId();
const ROOT = join(__dirname, '..', '..');
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
// One fixed instant for every run, so a run that straddles midnight still compares equal.
const NOW = new Date();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Run = { code: number | null; stdout: string; stderr: string };

function runSeed(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/seed.mjs', `--now=${NOW.toISOString()}`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, GCLOUD_PROJECT: PROJECT },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Timestamps and Dates as ISO strings, so stored and built data compare as plain JSON. */
function plain(value: unknown): Json {
  if (value instanceof Timestamp) return `ts:${value.toDate().toISOString()}`;
  if (value instanceof Date) return `ts:${value.toISOString()}`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value as Json;
}

/** Every document in the emulator, by path (walks all collections and subcollections). */
const DERIVED = /^races\/[^/]+\/(standings|board|standingsState|rankPages)\//;

async function dump(db: Firestore): Promise<Record<string, Json>> {
  const out: Record<string, Json> = {};
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snapshot = await ref.get();
      // Standings and boards are derived from the rows (docs/standings.md), stamped with the
      // time they were built: checked on their own below, not as seed documents.
      if (snapshot.exists && !DERIVED.test(ref.path)) out[ref.path] = plain(snapshot.data());
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) await walk(await collection.listDocuments());
  return out;
}

async function signIn(email: string, password: string) {
  const url = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { localId?: string; idToken?: string },
  };
}

async function allAuthUsers(auth: Auth) {
  const users = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

const expected = buildSeed(NOW);
const expectedDocs = Object.fromEntries(expected.docs.map((d) => [d.path, plain(d.data)]));
let app: App;
let db: Firestore;
let auth: Auth;
let resetRun: Run;
let secondRun: Run;
let afterReset: Record<string, Json>;
let afterSecondRun: Record<string, Json>;

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT }, 'seed-emulator-test');
  db = getFirestore(app);
  auth = getAuth(app);

  // Leftovers that --reset must clear.
  await db.doc('scratch/leftover').set({ from: 'before the reset' });
  await auth
    .createUser({ uid: 'leftover-user', email: 'leftover@demo.test', password: 'whatever-1' })
    .catch(() => undefined);

  resetRun = await runSeed('--reset');
  expect(resetRun.stderr, resetRun.stdout).not.toMatch(/Error|Cannot/);
  expect(resetRun.code).toBe(0);
  afterReset = await dump(db);

  // Changes a second run without --reset must put back.
  await db.doc('users/demo-runner').update({ 'details.firstName': 'Changed' });
  await db
    .doc('races/price_tbcr25_1000km/subscribedUsers/demo-runner')
    .update({ totalDistance: 9999 });
  await db.doc('giftcodes/GIFT-DEMO-1').delete();
  await auth.updateUser('demo-runner', { password: 'another-pass-2', displayName: 'Changed' });

  secondRun = await runSeed();
  expect(secondRun.code).toBe(0);
  afterSecondRun = await dump(db);
}, 180_000);

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('node scripts/seed.mjs against the emulators', () => {
  it('prints a short summary', () => {
    expect(resetRun.stdout).toContain('Cleared the Firestore and Auth emulators');
    expect(secondRun.stdout).toMatch(/Seeded project demo-/);
    expect(secondRun.stdout).toContain(`${expected.docs.length} documents`);
    expect(secondRun.stdout).toContain('runner@demo.test / demo-pass-1');
  });

  it('--reset clears what was there, then writes exactly the built documents', () => {
    expect(afterReset['scratch/leftover']).toBeUndefined();
    expect(Object.keys(afterReset).sort()).toEqual(Object.keys(expectedDocs).sort());
    expect(afterReset).toEqual(expectedDocs);
  });

  it('is idempotent: a second run without --reset restores changes and leaves the same data', () => {
    // The edits between the runs are not the seed's: made with the triggers on, a total of
    // 9,999 km queues her finish e-mails (mail/) and her team feed's items (docs/product.md,
    // "Team feed"), which the second run leaves as they are.
    const byHerEdits = /^mail\/|^races\/[^/]+\/teams\/[^/]+\/feed\//;
    const seedOnly = (docs: Record<string, Json>) =>
      Object.fromEntries(Object.entries(docs).filter(([path]) => !byHerEdits.test(path)));
    expect(seedOnly(afterSecondRun)).toEqual(afterReset);
  });

  it('builds the standings and the board of each leg from its rows', async () => {
    const rows = await db.collection('races/price_tbcr25_1000km/subscribedUsers').get();
    const board = (await db.doc('races/price_tbcr25_1000km/board/current').get()).data()!;
    expect(board.count).toBe(rows.size);
    expect(board.race).toMatchObject({ map: 'trans-canada', distance: 1000 });
    const shards = await db.collection('races/price_tbcr25_1000km/standings').get();
    expect(shards.docs.reduce((n, d) => n + Number(d.data().count), 0)).toBe(rows.size);
  });

  it('creates the Auth users with fixed uids, once', async () => {
    const users = await allAuthUsers(auth);
    expect(users.map((u) => u.uid).sort()).toEqual(expected.authUsers.map((u) => u.uid).sort());
    const runner = await auth.getUser('demo-runner');
    expect(runner).toMatchObject({
      email: 'runner@demo.test',
      emailVerified: true,
      displayName: 'Avery Tremblay',
    });
  });

  it('lets runner@demo.test sign in with demo-pass-1 (and not with another password)', async () => {
    const ok = await signIn('runner@demo.test', 'demo-pass-1');
    expect(ok.status).toBe(200);
    expect(ok.body.localId).toBe('demo-runner');
    expect(ok.body.idToken).toBeTruthy();
    expect((await signIn('runner@demo.test', 'another-pass-2')).status).toBe(400);
    expect((await signIn('p07@demo.test', 'demo-pass-1')).body.localId).toBe('demo-p07');
  });

  it('stores dates as Timestamps', async () => {
    const race = (await db.doc('races/price_tbcr25_1000km').get()).data()!;
    expect(race.raceDateStart).toBeInstanceOf(Timestamp);
    const row = (
      await db.doc('races/price_tbcr25_1000km/subscribedUsers/demo-runner').get()
    ).data()!;
    const first = Object.values(row.times as Record<string, { date: unknown }>)[0]!;
    expect(first.date).toBeInstanceOf(Timestamp);
    const user = (await db.doc('users/demo-runner').get()).data()!;
    expect(user.createdAt).toBeInstanceOf(Timestamp);
    expect(user.subscribedRaces.price_ccc_c_156km.completedDate).toBeInstanceOf(Timestamp);
  });

  it('answers the queries the app makes (docs/product.md §R7, docs/product.md §P7)', async () => {
    const race = await db
      .collection('products')
      .where('metadata.url', '==', 'thebigcanadarun2025')
      .get();
    expect(race.docs.map((d) => d.id)).toEqual(['prod_tbcr2025']);
    const legs = await race.docs[0]!.ref.collection('prices')
      .where('active', '==', true)
      .orderBy('unit_amount')
      .get();
    expect(legs.docs.map((d) => d.id)).toEqual([
      'price_tbcr25_250km',
      'price_tbcr25_1000km',
      'price_tbcr25_2500km',
      'price_tbcr25_7000km',
    ]);
    const referral = await db
      .collection('products')
      .where('stripe_metadata_referralPage', '==', 'true')
      .where('active', '==', true)
      .get();
    expect(referral.docs.map((d) => d.id).sort()).toEqual(['prod_socks', 'prod_tbcr2025']);
    const extras = await db.collection('products').where('metadata.type', '==', 'product').get();
    expect(extras.size).toBe(3);
    const fee = await db.collection('products').where('name', '==', 'Service Fee').get();
    const feePrices = await fee.docs[0]!.ref.collection('prices')
      .orderBy('unit_amount', 'desc')
      .limit(1)
      .get();
    expect(feePrices.docs[0]!.id).toBe('price_service_fee_base');
    const team = (await db.doc('races/price_tbcr25_1000km/teams/Maple Striders').get()).data()!;
    const members = await db
      .collection('races/price_tbcr25_1000km/subscribedUsers')
      .where('teamName', '==', 'Maple Striders')
      .get();
    expect(team.owner).toBe('demo-runner');
    expect(members.size).toBe(team.membersCount);
    expect(
      (await db.doc('races/price_tbcr25_1000km/teams/Maple Striders/private/code').get()).data(),
    ).toEqual({ code: 'MAPLE-2025' });
    const leaderboard = await db.collection('races/price_tbcr25_1000km/subscribedUsers').get();
    expect(leaderboard.size).toBeGreaterThanOrEqual(60);
  });

  it('has the option, gift code and referral documents', async () => {
    const read = async (path: string) => (await db.doc(path).get()).data();
    expect(await read('options/cccSpotsLeft')).toEqual({ spotsLeft: 137 });
    expect(await read('options/validPromoCodes/codes/RUNCANADA')).toMatchObject({
      promotionId: 'promo_runcanada',
      active: true,
      coupon: { percent_off: 10 },
    });
    expect((await db.doc('options/validPromoCodes').get()).exists).toBe(false);
    expect(await read('giftcodes/GIFT-DEMO-1')).toMatchObject({
      used: false,
      legId: 'price_tbcr25_250km',
    });
    expect(await read('giftcodes/GIFT-USED-1')).not.toHaveProperty('usedBy');
    expect(await read('giftcodes/GIFT-USED-1')).toMatchObject({
      used: true,
      purchasedBy: 'demo-runner',
    });
    expect(await read('giftcode_redemptions/GIFT-USED-1')).toMatchObject({
      usedBy: { id: 'demo-p61', email: 'p61@demo.test' },
    });
    expect(await read('referral_links/avery-tremblay')).toEqual({
      name: 'Avery Tremblay',
      owner: 'demo-runner',
    });
    expect((await read('referrals/demo-runner'))?.total).toBe(6);
    expect((await read('stripe_products/prod_tbcr2025'))?.metadata.bib_link).toMatch(/^https:/);
  });
});
