/**
 * docs/security.md item 64: an id a callable would use as a Firestore document id, sent as
 * `__x__`, `..`, with a '/' or 2,000 characters long, is refused with invalid-argument and the
 * message of the field, and nothing is written. Before this rule a reserved promo code or gift
 * code went to Firestore and came back `internal` seconds later: the answer's code and message
 * are the evidence that the callable's own check refused it, before any read. Its speed is not
 * asserted: on a shared 2-core machine a callable's answer time measures the machine (the
 * Functions emulator may start a worker for it), not the check. Every callable the entry point exports is either in the table below with each id
 * it takes, or named as taking none.
 */
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressIn,
  adminDb,
  callFunction,
  newGiftCode,
  newParticipant,
  orderFor,
  signUp,
  SOCKS,
} from './support/emulators';
import { exportedCallables } from './support/exported-callables';
import { signInAgain, testRaceBeforeAll } from './support/file-fixtures';

const LONG = 'x'.repeat(2000);
const BAD_IDS = ['__x__', '..', 'a/b', LONG];
/** A leg id is a price id: the bad ones with the prefix too (a 2,000-character `price_…` once passed a cut-down check). */
const BAD_LEG_IDS = ['__x__', '..', 'price_a/b', `price_${LONG}`.slice(0, 2000)];

/** Callables that take no document id from the caller: the uid comes from auth, the rest goes to a provider. */
const TAKE_NO_ID: Record<string, string> = {
  createReferralLink: "takes nothing: the id is the server's",
  exportMyData: 'takes nothing: every document read is found from her uid',
  deleteMyAccount: 'takes only {confirm: true}: every document is found from her uid',
  'trackers-disconnect': 'takes nothing',
  requestNewsConfirmation: 'takes nothing: her answer and address are read from her uid',
  'trackers-startAuthorization':
    'provider and returnOrigin are checked against fixed lists; the state is made by the server',
  'strava-exchangeAuthorizationCode': 'code and scope go to Strava; neither names a document',
  'organiser-fairPlayFlags': 'takes nothing: the open flags are queried',
  'organiser-newsReach': 'takes nothing: the confirmed yeses are counted',
  'organiser-newsTest':
    "subjects and texts, and a language from a fixed list: the mail's id is the server's",
  'organiser-lookupParticipant':
    'a free text (e-mail, name, bib or gift code): read as a gift code only when isSafeDocId accepts it',
  'organiser-updateSiteOptions':
    'the option is one of two fixed names (homeBanner, cccSpotsLeft); the rest are values, not ids',
};

const db = adminDb();
const fx = testRaceBeforeAll(db);
let me: { uid: string; idToken: string };
/** An organiser (claim `admin`): the organisers' callables refuse anyone else before reading the request. */
let org: { uid: string; idToken: string };
let giftCode: string;

interface Case {
  readonly callable: string;
  readonly field: string;
  readonly message: string;
  readonly request: (bad: string) => unknown;
  readonly badIds?: readonly string[];
  /** Called as an organiser: anyone else is refused before the request is read (docs/security.md item 78). */
  readonly asOrganiser?: true;
}

const order = (change: (bad: string) => Record<string, unknown>) => (bad: string) => ({
  ...orderFor(fx),
  ...change(bad),
});
const redemption = (change: (bad: string) => Record<string, unknown>) => (bad: string) => ({
  code: giftCode,
  legId: fx.legA,
  raceId: fx.raceId,
  teamChoice: 'noTeam',
  ...change(bad),
});
const teamCheck = (change: (bad: string) => Record<string, unknown>) => (bad: string) => ({
  legId: fx.legA,
  teamChoice: 'existingTeam',
  teamName: 'Maple',
  teamCode: 'abcd',
  ...change(bad),
});

const CASES: Case[] = [
  {
    callable: 'sendNews',
    field: 'newsId',
    message: 'A news id (letters, digits, - and _), a subject and a text are required.',
    request: (bad) => ({ newsId: bad, en: { subject: 'News', text: 'Hello.' } }),
    asOrganiser: true,
  },
  {
    callable: 'organiser-medalsToShip',
    field: 'legId',
    message: 'This request is not valid.',
    request: (bad) => ({ legId: bad, format: 'list' }),
    badIds: BAD_LEG_IDS,
    asOrganiser: true,
  },
  {
    callable: 'organiser-importTracking',
    field: 'legId',
    message: 'This request is not valid.',
    request: (bad) => ({ legId: bad, csv: '' }),
    badIds: BAD_LEG_IDS,
    asOrganiser: true,
  },
  {
    callable: 'organiser-reviewFlag',
    field: 'flagId',
    message: 'This request is not valid.',
    request: (bad) => ({ flagId: bad, decision: 'keep' }),
    asOrganiser: true,
  },
  ...(['uid', 'fromLegId', 'toLegId'] as const).map((field): Case => ({
    callable: 'organiser-moveRegistration',
    field,
    message: 'This request is not valid.',
    request: (bad) => ({
      uid: 'it-someone',
      fromLegId: fx.legA,
      toLegId: fx.legB,
      reason: 'Wrong distance',
      [field]: bad,
    }),
    ...(field === 'uid' ? {} : { badIds: BAD_LEG_IDS }),
    asOrganiser: true,
  })),
  ...(['uid', 'legId'] as const).map((field): Case => ({
    callable: 'organiser-resendConfirmation',
    field,
    message: 'This request is not valid.',
    request: (bad) => ({ uid: 'it-someone', legId: fx.legA, reason: 'Never got it', [field]: bad }),
    ...(field === 'uid' ? {} : { badIds: BAD_LEG_IDS }),
    asOrganiser: true,
  })),
  ...(['uid', 'legId'] as const).map((field): Case => ({
    callable: 'organiser-endRegistration',
    field,
    message: 'This request is not valid.',
    request: (bad) => ({ uid: 'it-someone', legId: fx.legA, reason: 'Refunded', [field]: bad }),
    ...(field === 'uid' ? {} : { badIds: BAD_LEG_IDS }),
    asOrganiser: true,
  })),
  {
    callable: 'organiser-giftCodeBatch',
    field: 'legId',
    message: 'This request is not valid.',
    request: (bad) => ({ legId: bad, count: 1, partner: 'Club', reason: 'Sponsor' }),
    badIds: BAD_LEG_IDS,
    asOrganiser: true,
  },
  ...(['uid', 'legId'] as const).map((field): Case => ({
    callable: 'organiser-changeTeam',
    field,
    message: 'This request is not valid.',
    request: (bad) => ({
      uid: 'it-someone',
      legId: fx.legA,
      teamName: null,
      reason: 'Her friends',
      [field]: bad,
    }),
    ...(field === 'uid' ? {} : { badIds: BAD_LEG_IDS }),
    asOrganiser: true,
  })),
  {
    callable: 'organiser-changeTeam',
    field: 'teamName',
    message: 'This request is not valid.',
    request: (bad) => ({ uid: 'it-someone', legId: fx.legA, teamName: bad, reason: 'Friends' }),
    asOrganiser: true,
  },
  ...(['uid', 'legId'] as const).map((field): Case => ({
    callable: 'organiser-correctAddress',
    field,
    message: 'This request is not valid.',
    request: (bad) => ({
      uid: 'it-someone',
      legId: fx.legA,
      address: addressIn('CA'),
      reason: 'Moved',
      [field]: bad,
    }),
    ...(field === 'uid' ? {} : { badIds: BAD_LEG_IDS }),
    asOrganiser: true,
  })),
  ...(['uid', 'legId'] as const).map((field): Case => ({
    callable: 'organiser-giveComplimentary',
    field,
    message: 'This request is not valid.',
    request: (bad) => ({
      uid: 'it-someone',
      legId: fx.legA,
      address: null,
      reason: 'A prize',
      [field]: bad,
    }),
    ...(field === 'uid' ? {} : { badIds: BAD_LEG_IDS }),
    asOrganiser: true,
  })),
  {
    callable: 'organiser-raceNumbers',
    field: 'legIds',
    message: 'This request is not valid.',
    request: (bad) => ({ legIds: [bad] }),
    badIds: BAD_LEG_IDS,
    asOrganiser: true,
  },
  {
    callable: 'organiser-updateLegSetup',
    field: 'legId',
    message: 'This request is not valid.',
    request: (bad) => ({ legId: bad, milestones: [], reason: 'New route' }),
    badIds: BAD_LEG_IDS,
    asOrganiser: true,
  },
  {
    callable: 'sendGiftCode',
    field: 'code',
    message: 'A gift code and an e-mail address are required.',
    request: (bad) => ({ code: bad, email: 'friend@example.test', message: '' }),
  },
  {
    callable: 'startCheckout',
    field: 'promoCode',
    message: 'This promo code is not valid.',
    request: order((bad) => ({ promoCode: bad })),
  },
  {
    callable: 'startCheckout',
    field: 'referralLink',
    message: 'This referral link is not valid.',
    request: order((bad) => ({ referralLink: bad })),
  },
  {
    callable: 'startCheckout',
    field: 'legId',
    message: 'Please choose a distance.',
    request: order((bad) => ({ legId: bad })),
    badIds: BAD_LEG_IDS,
  },
  {
    callable: 'startCheckout',
    field: 'raceId',
    message: 'Unknown challenge.',
    request: order((bad) => ({ raceId: bad })),
  },
  {
    callable: 'startCheckout',
    field: 'team.name',
    message: 'Please enter a valid team name.',
    request: order((bad) => ({ team: { choice: 'existingTeam', name: bad, code: 'abcd' } })),
  },
  {
    callable: 'startCheckout',
    field: 'gifts (leg id)',
    message: 'A gift registration is not valid.',
    request: order((bad) => ({ gifts: { [bad]: 1 } })),
  },
  {
    callable: 'startCheckout',
    field: 'extras (product id)',
    message: 'An extra is not valid.',
    request: order((bad) => ({ extras: { [bad]: SOCKS.priceId } })),
  },
  {
    callable: 'startCheckout',
    field: 'extras (price id)',
    message: 'An extra is not valid.',
    request: order((bad) => ({ extras: { [SOCKS.productId]: bad } })),
  },
  {
    callable: 'startCheckout',
    field: 'donation.foundation',
    message: 'Please pick an organization.',
    request: order((bad) => ({ donation: { dollars: 5, foundation: bad } })),
  },
  {
    callable: 'redeemGiftCode',
    field: 'code',
    message: 'Invalid Code. Codes are case-sensitive.',
    request: redemption((bad) => ({ code: bad })),
  },
  {
    callable: 'redeemGiftCode',
    field: 'legId',
    message: 'A distance (legId) is required.',
    request: redemption((bad) => ({ legId: bad })),
    badIds: BAD_LEG_IDS,
  },
  {
    callable: 'redeemGiftCode',
    field: 'raceId',
    message: 'Unknown distance.',
    request: redemption((bad) => ({ raceId: bad })),
  },
  {
    callable: 'redeemGiftCode',
    field: 'teamName',
    message: 'Please enter a valid team name.',
    request: redemption((bad) => ({ teamChoice: 'newTeam', teamName: bad, teamCode: 'abcd' })),
  },
  ...['legId', 'teamName'].map((field) => ({
    callable: 'checkTeam',
    field,
    message: 'A leg, a team choice, a valid team name and a team code are required.',
    request: teamCheck((bad) => ({ [field]: bad })),
    ...(field === 'legId' ? { badIds: BAD_LEG_IDS } : {}),
  })),
  ...(['legId', 'teamName', 'itemId'] as const).map((field) => ({
    callable: 'cheerFeedItem',
    field,
    message: 'A leg, a team and an item are required.',
    request: (bad: string) => ({
      legId: fx.legA,
      teamName: 'Maple',
      itemId: 'joined__someone',
      [field]: bad,
    }),
    ...(field === 'legId' ? { badIds: BAD_LEG_IDS } : {}),
  })),
  {
    callable: 'correctShippingAddress',
    field: 'legId',
    message: 'You are not registered for this distance.',
    request: (bad) => ({ legId: bad, address: addressIn('CA') }),
    badIds: BAD_LEG_IDS,
  },
  {
    callable: 'fitbit-exchangeAuthorizationCode',
    field: 'state',
    message: 'An authorization code and its state are required.',
    request: (bad) => ({ code: 'local-code-x', state: bad }),
  },
  {
    callable: 'garmin-exchangeAccessToken',
    field: 'state',
    message: 'User denied request',
    request: (bad) => ({ code: 'local-code-x', state: bad }),
  },
];

beforeAll(async () => {
  me = await newParticipant(db, 'Ida');
  const organiser = await signUp();
  await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
  org = { uid: organiser.uid, idToken: await signInAgain(organiser.email) };
  giftCode = await newGiftCode(db, fx.legA);
  // Start each callable's worker first: the first call of a function loads the bundle.
  for (const callable of new Set(CASES.map((c) => c.callable)))
    await callFunction(callable, {}, me.idToken);
});

/** What the calls would have written had any of them got through. */
async function writtenFor(uid: string) {
  const [sessions, user, redemption, gift, attempts, tokens] = await Promise.all([
    db.collection(`stripe_customers/${uid}/checkout_sessions`).get(),
    db.doc(`users/${uid}`).get(),
    db.doc(`giftcode_redemptions/${giftCode}`).get(),
    db.doc(`giftcodes/${giftCode}`).get(),
    db.collection('team_code_attempts').get(),
    db.doc(`oauth_tokens/${uid}`).get(),
  ]);
  return {
    sessions: sessions.size,
    registrations: user.data()?.subscribedRaces ?? null,
    fitbitAccount: user.data()?.fitbitAccount ?? null,
    redemption: redemption.exists,
    giftUsed: gift.data()?.used,
    attempts: attempts.docs.filter((d) => d.id.startsWith(`${uid}~`)).length,
    tokens: tokens.exists,
  };
}

describe('ids that cannot name a document (docs/security.md item 64)', () => {
  it('64. every exported callable is in the table or takes no id', () => {
    const named = new Set([...CASES.map((c) => c.callable), ...Object.keys(TAKE_NO_ID)]);
    expect(exportedCallables()).toEqual([...named].sort());
  });

  it.each(CASES.map((c) => [c.callable, c.field, c] as const))(
    "64. %s refuses a bad %s with invalid-argument and the field's message",
    async (_name, _field, c) => {
      for (const bad of c.badIds ?? BAD_IDS) {
        const token = c.asOrganiser ? org.idToken : me.idToken;
        const answer = await callFunction(c.callable, c.request(bad), token);
        expect({
          id: bad.slice(0, 20),
          status: answer.error?.status,
          message: answer.error?.message,
        }).toEqual({
          id: bad.slice(0, 20),
          status: 'INVALID_ARGUMENT',
          message: c.message,
        });
        expect(answer.status).toBe(400);
      }
    },
  );

  it('64. nothing was written for any of those calls', async () => {
    expect(await writtenFor(me.uid)).toEqual({
      sessions: 0,
      registrations: null,
      fitbitAccount: null,
      redemption: false,
      giftUsed: false,
      attempts: 0,
      tokens: false,
    });
  });
});
