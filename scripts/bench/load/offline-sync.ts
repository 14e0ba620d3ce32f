/**
 * Scenario 3, offline phones reconnecting: N participants, each signed in with the app's own
 * Firebase SDK (one app instance each), log 5 activities with the network off (the SDK queues
 * the writes, as the app's persistent cache does; in Node the queue lives in memory), then all
 * reconnect at once. The rules check every queued write as it lands. Checks: exactly 5N
 * entries, every total the sum of its row, standings and board converged.
 */
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  FieldPath,
  getFirestore,
  increment,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { torontoDay } from '../../../src/contract/toronto-day';
import { signUp, uniqueId } from '../../../tests/integration/support/emulators';
import {
  IN_FLIGHT,
  PROJECT_ID,
  pool,
  seconds,
  settleBound,
  until,
  within,
  type Result,
} from './common';
import { truthOf } from './rows';

const PER_PARTICIPANT = 5;
const today = torontoDay(new Date());

export async function offlineSync(admin: AdminFirestore, participants: number): Promise<Result> {
  const legId = uniqueId('price_offline');
  await admin.doc(`races/${legId}`).set({
    name: 'Offline Test Run',
    legName: '1000 km Leg',
    distance: 1000,
    map: 'celebrate-canada',
    raceDateStart: AdminTimestamp.fromDate(new Date('2025-01-01T00:00:00Z')),
    raceDateEnd: AdminTimestamp.fromDate(new Date('2099-12-31T23:59:59Z')),
  });
  const phones = await pool(Array.from({ length: participants }), IN_FLIGHT, async (_, i) => {
    const account = await signUp();
    await admin.doc(`races/${legId}/subscribedUsers/${account.uid}`).set({
      firstName: `Offline${i}`,
      lastName: 'Load',
      bibNumber: 101 + i,
      teamName: 'noTeam',
      totalDistance: 0,
      times: {},
    });
    const app = initializeApp(
      { apiKey: 'fake-api-key', projectId: PROJECT_ID, appId: 'bench' },
      `offline-${i}`,
    );
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
      disableWarnings: true,
    });
    const [host, port] = String(process.env.FIRESTORE_EMULATOR_HOST).split(':');
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host!, Number(port));
    await signInWithEmailAndPassword(auth, account.email, 'it-pass-1');
    // No read first: the phone may never have been online since the app started; the queued
    // writes are what reaches the server on reconnect.
    const row = doc(db, `races/${legId}/subscribedUsers/${account.uid}`);
    return { app, db, row };
  });

  // Offline: every write waits in the SDK's queue.
  await Promise.all(phones.map(({ db }) => disableNetwork(db)));
  const saved = phones.flatMap(({ row }, i) =>
    Array.from({ length: PER_PARTICIPANT }, (_, n) =>
      updateDoc(
        row,
        new FieldPath('times', `${Date.now() + i * 10 + n}_${today}`),
        {
          date: Timestamp.fromDate(new Date(`${today}T12:00:00Z`)),
          distance: 2 + n,
          distanceType: 'Km',
          duration: { hours: 0, minutes: 20, seconds: 0 },
        },
        'totalDistance',
        increment(2 + n),
      ),
    ),
  );
  const reconnected = Date.now();
  await Promise.all(phones.map(({ db }) => enableNetwork(db)));
  const outcomes = await within(
    `${saved.length} queued writes to reach the server`,
    Promise.allSettled(saved),
    settleBound(saved.length, 500),
  );
  const syncedMs = Date.now() - reconnected;
  const refused = outcomes.filter((o) => o.status === 'rejected').length;
  await Promise.all(phones.map(({ app }) => deleteApp(app)));
  const truth = await until(
    'standings and board to match the rows',
    async () => {
      const t = await truthOf(admin, legId);
      return t.standingsExact && t.boardExact && t;
    },
    settleBound(saved.length),
    1000,
  );
  const convergedMs = Date.now() - reconnected;
  const expected = participants * PER_PARTICIPANT;
  return {
    scenario: '3 offline, reconnect at once',
    size: `${participants} × ${PER_PARTICIPANT} activities`,
    ok: refused === 0 && truth.entries === expected && truth.rowsExact,
    figures:
      `${truth.entries} of ${expected} entries, ${refused} refused, totals ${truth.rowsExact ? 'exact' : 'WRONG'}; ` +
      `queue flushed in ${seconds(syncedMs)}, board exact after ${seconds(convergedMs)}`,
  };
}
