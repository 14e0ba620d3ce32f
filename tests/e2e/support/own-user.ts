/**
 * A participant of the test's own, made with the Admin SDK: a copy of a seeded participant
 * (her profile and her leaderboard rows) under a new account, so a test that writes (logs an
 * activity, edits her address, deletes her account) never changes the demo data another test,
 * perhaps running at the same time in another worker, reads. Signed in without the sign-in
 * screen: the Auth emulator's REST sign-in gives her tokens, stored where Firebase Auth reads
 * a session at start-up (docs/privacy.md lists the keys the app keeps on a device).
 */
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { BrowserContextOptions } from '@playwright/test';
import { NO_TEAM_NAME, type TeamChoice } from '../../../src/contract/team-rules';
import type { LeaderboardName } from '../../../src/contract/leaderboard-name';
import { adminApp } from './admin';
import { APP_URL, DEMO_PASSWORD } from './browser';

/** The demo runner's uid: Avery, captain on The Big Canada Run 2025 (scripts/seed/people.mjs). */
export const RUNNER_SEED_UID = 'demo-runner';

const HIDDEN: LeaderboardName = 'hidden';

export interface OwnOptions {
  /** Shown on leaderboards as this (default hidden), under this last name (default hers). */
  readonly leaderboardName?: LeaderboardName;
  readonly lastName?: string;
}

export interface OwnUser {
  readonly uid: string;
  readonly email: string;
  /** A context option that starts her signed in (`browser.newContext({ storageState })`). */
  readonly storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
// The web API key of local mode (.env.emulators); the emulator accepts any.
const API_KEY = 'demo-api-key';

/**
 * Bibs past any the server gives in a run (it counts up from 101 on each leg), one range per
 * worker process (Playwright's TEST_WORKER_INDEX is unique to each process of a run): unique
 * without a shared counter, so making copies in parallel needs no transaction (the Firestore
 * emulator fails transactions that run at the same time on the same documents).
 */
let bibsGiven = 0;
function ownBib(): number {
  bibsGiven += 1;
  return 1_000_000 + Number(process.env.TEST_WORKER_INDEX ?? 0) * 10_000 + bibsGiven;
}

/**
 * A new account with a copy of `likeUid`'s profile (users/{uid}, her e-mail replaced) and of
 * her row on each race she is registered on, on no team, hidden from other participants'
 * leaderboards (docs/standings.md, "Names on the leaderboard") and with none of her gift codes
 * or referral link: what the copy writes (an activity, through the activity trigger) then
 * reaches no team roster, code or leaderboard another test reads. `tag` names the test in the
 * e-mail.
 */
export async function ownParticipant(
  tag: string,
  likeUid = RUNNER_SEED_UID,
  options: OwnOptions = {},
): Promise<OwnUser> {
  const email = `e2e-${tag}-${randomUUID().slice(0, 8)}@example.test`;
  const { uid } = await getAuth(adminApp()).createUser({ email, password: DEMO_PASSWORD });
  const db = getFirestore(adminApp());
  const profile = (await db.doc(`users/${likeUid}`).get()).data();
  if (!profile) throw new Error(`No seeded participant ${likeUid}.`);
  const races = (profile.subscribedRaces ?? {}) as Record<string, Record<string, unknown>>;
  const legs = Object.keys(races);
  const own = Object.fromEntries(
    legs.map((leg) => [
      leg,
      {
        ...races[leg],
        teamName: NO_TEAM_NAME,
        teamChoice: 'noTeam' satisfies TeamChoice,
        giftCodes: {},
      },
    ]),
  );
  const { referral_link: _link, ...rest } = profile;
  const shownAs = options.leaderboardName ?? HIDDEN;
  const renamed = options.lastName ? { lastName: options.lastName } : {};
  const details = { ...(rest.details as Record<string, unknown> | undefined), ...renamed };
  // Each copy gets a bib of its own: a row's line in the standings is keyed by its bib
  // (docs/standings.md), so a copy under her bib would take her line (a hidden copy removes it)
  // and the leaderboard would lose her.
  const bib = ownBib();
  const batch = db.batch();
  batch.set(db.doc(`users/${uid}`), {
    ...rest,
    email,
    details,
    subscribedRaces: Object.fromEntries(legs.map((leg) => [leg, { ...own[leg], bibNumber: bib }])),
    leaderboardName: shownAs,
  });
  const rows = await Promise.all(
    legs.map((leg) => db.doc(`races/${leg}/subscribedUsers/${likeUid}`).get()),
  );
  for (const row of rows)
    if (row.exists)
      batch.set(row.ref.parent.doc(uid), {
        ...row.data(),
        ...renamed,
        bibNumber: bib,
        teamName: NO_TEAM_NAME,
        leaderboardName: shownAs,
      });
  await batch.commit();
  return { uid, email, storageState: await sessionState(uid, email) };
}

/** A signed-in session as Firebase Auth persists it, from the Auth emulator's REST sign-in. */
async function sessionState(uid: string, email: string): Promise<OwnUser['storageState']> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-in failed: ${await response.text()}`);
  const tokens = (await response.json()) as {
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  const now = Date.now();
  const user = {
    uid,
    email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: email,
        email,
        displayName: null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: tokens.refreshToken,
      accessToken: tokens.idToken,
      expirationTime: now + Number(tokens.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // Firebase Auth looks in every persistence it was given (lib/firebase-app.ts) and moves a
  // session found in localStorage to IndexedDB; the hint tells the app a session is there.
  return {
    cookies: [],
    origins: [
      {
        origin: APP_URL,
        localStorage: [
          { name: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: JSON.stringify(user) },
          { name: 'signedIn', value: '1' },
        ],
      },
    ],
  };
}
