/**
 * Strava's terms on the emulator suite (docs/strava-compliance.md): data a Strava user provides
 * may be shown to that user only. Another participant may see her challenge standing (her name
 * as she chose it, her total, her per-day figures, her completion), never an activity's name,
 * id, link, pace, duration or source.
 *
 * The test imports one run through the local Strava stand-in for A, waits for every document the
 * import feeds (her row, her standings row, the board, her team's summary), then, signed in as
 * another participant B, reads through the rules every document B can read and looks in it for
 * anything of that run. Which documents B can read comes from firestore.rules itself: every match
 * block is classified below, and a block the table does not know fails the test, so a new
 * readable path has to be walked here before it can ship.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRules } from '../../scripts/lib/rules-blocks.mjs';
import { SHARD_IDS } from '../../src/contract/standings-board';
import { RANK_INDEX_ID, rankPageId } from '../../src/contract/standings-pages';
import { decodeRows } from '../../src/contract/standings-codec';
import { trackerKey } from '../../src/contract/tracker-activity';
import { adminDb, callFunction, newParticipant, PROJECT_ID, waitFor } from './support/emulators';
import { legSettled } from './support/reconcile';
import {
  addActivity,
  clearFaults,
  connectedParticipant,
  processed,
  registerOnNewLeg,
  row,
  type Connected,
} from './support/strava';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const TEAM = 'Trail Otters';
const KM = 7.77;
const MINUTES = 43;

/** How another participant may read each path of firestore.rules (below /databases/{database}/documents). */
const RULES_PATHS: Readonly<Record<string, 'walked' | 'owner' | 'server' | 'catalogue'>> = {
  // Her standing, as other participants see it: walked for the leg of the import.
  'races/{legId}': 'walked',
  'races/{legId}/standings/{shardId}': 'walked',
  'races/{legId}/board/{boardId}': 'walked',
  // The board's ranked pages: the standings' public rows in rank order (docs/standings.md).
  'races/{legId}/rankPages/{pageId}': 'walked',
  'races/{legId}/teams/{teamName}': 'walked',
  'referral_links/{linkId}': 'walked',
  // The organiser's catalogue: walked where it can be enumerated; no function that handles a
  // tracker writes it (the promo codes and milestones are read by id only).
  'products/{productId}': 'catalogue',
  'products/{productId}/prices/{priceId}': 'catalogue',
  'options/checkoutCharities': 'catalogue',
  'options/homeBanner': 'catalogue',
  'options/cccSpotsLeft': 'catalogue',
  'options/referralCoupons': 'catalogue',
  'options/validPromoCodes/codes/{code}': 'catalogue',
  'milestones/{milestonesId}': 'catalogue',
  // Hers alone (checked denied to B below where the import writes).
  'users/{uid}': 'owner',
  // Her devices' push subscriptions (docs/push.md): endpoint, keys and kinds, no tracker data.
  'users/{uid}/pushSubscriptions/{deviceId}': 'owner',
  'races/{legId}/subscribedUsers/{uid}': 'owner',
  'races/{legId}/teams/{teamName}/private/code': 'owner',
  // Her team's members only (B is on no team of hers): refused to B below.
  'races/{legId}/teams/{teamName}/private/roster': 'owner',
  // Her team's members only, and an item names a milestone or a finish, never an activity
  // (functions/src/activities/team-feed-events.ts): B is on no team of hers.
  'races/{legId}/teams/{teamName}/feed/{itemId}': 'owner',
  // A cheer: the cheerer's, and the list the one cheered reads; a report: its reporter's.
  'races/{legId}/teams/{teamName}/feed/{itemId}/cheers/{cheererId}': 'owner',
  'feed_reports/{reportId}': 'owner',
  'stripe_customers/{uid}/checkout_sessions/{sessionId}': 'owner',
  'stripe_customers/{uid}/payments/{paymentId}': 'owner',
  'giftcodes/{code}': 'owner',
  'referrals/{uid}': 'owner',
  // Her medal shipment: carrier and tracking number, read by her alone (docs/organiser-console.md).
  'medal_shipments/{registrationId}': 'owner',
  // Nobody's but the server's.
  'giftcode_redemptions/{code}': 'server',
  'gift_mail_reports/{reportId}': 'server',
  'gift_sender_blocks/{uid}': 'server',
  'fairplay/{flagId}': 'server',
  'oauth_tokens/{uid}': 'server',
  'tracker_links/{linkId}': 'server',
  'tracker_inbox/{eventId}': 'server',
  'local_provider/{path=**}': 'server',
  'mail/{mailId}': 'server',
  // The organisers' audit log: organisers read it, no participant (docs/organiser-console.md).
  'organiser_log/{entryId}': 'server',
  '{document=**}': 'server',
};

const ROOT = '/databases/{database}/documents';

const db = adminDb();
let runner: Connected;

beforeEach(async () => {
  await clearFaults(db);
});
afterEach(async () => {
  await clearFaults(db);
});

interface Read {
  readonly path: string;
  readonly status: number;
  readonly body: string;
}

/** A GET through the rules, as the signed-in participant whose ID token this is. */
async function readAs(idToken: string, path: string): Promise<Read> {
  const response = await fetch(`${FIRESTORE}/${path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return { path, status: response.status, body: await response.text() };
}

/** A query through the rules (the collection under `parent`, filtered as the rules demand). */
async function queryAs(
  idToken: string,
  parent: string,
  structuredQuery: Record<string, unknown>,
): Promise<Read> {
  const response = await fetch(`${FIRESTORE}${parent ? `/${parent}` : ''}:runQuery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  return { path: `${parent}:runQuery`, status: response.status, body: await response.text() };
}

const activeOnly = (collectionId: string) => ({
  from: [{ collectionId }],
  where: {
    fieldFilter: { field: { fieldPath: 'active' }, op: 'EQUAL', value: { booleanValue: true } },
  },
});

// The import runs a chain of functions (inbox, row, standings, the debounced board, the team
// summary) before anything can be walked; on the shared 2-core machine one step has taken 10 s.
/** A's leg, with her in a team, and one run imported from Strava; the import's identifiers. */
async function importedRun() {
  const legId = await registerOnNewLeg(db, runner.uid);
  await db.doc(`races/${legId}/teams/${TEAM}`).set({
    owner: runner.uid,
    membersCount: 1,
  });
  await db.doc(`races/${legId}/teams/${TEAM}/private/code`).set({ code: 'OTTER-1' });
  await db.doc(`races/${legId}/subscribedUsers/${runner.uid}`).update({ teamName: TEAM });
  await db.doc(`users/${runner.uid}`).update({ [`subscribedRaces.${legId}.teamName`]: TEAM });
  const { activityId } = await addActivity(runner.athleteId, { km: KM, minutes: MINUTES });
  expect((await processed(db, activityId, 'create')).status).toBe('done');
  expect((await row(db, legId, runner.uid)).totalDistance).toBe(KM);
  await legSettled(db, legId, 1, { withTotal: KM });
  await waitFor(
    `${TEAM}'s summary with her ${KM} km`,
    async () =>
      (await db.doc(`races/${legId}/teams/${TEAM}/private/roster`).get()).data()?.members?.[
        runner.uid
      ]?.totalDistance === KM,
  );
  const link = await callFunction('createReferralLink', {}, runner.idToken);
  const linkId = String(link.result?.id ?? '');
  expect(linkId).not.toBe('');
  return { legId, activityId, linkId };
}

/** The catalogue's own kinds (docs/product.md §R9: products and prices carry `type`); not an activity's. */
const CATALOGUE_TYPES = new Set(['race', 'fee', 'product', 'one_time', 'recurring']);

/** Values of a source-like field in a REST answer that are not the catalogue's kinds. */
function sourcesIn(text: string): string[] {
  const field = /"(source|provider|sport_type|type)"\s*:\s*\{\s*"stringValue"\s*:\s*"([^"]*)"/g;
  return [...text.matchAll(field)]
    .filter(([, key, value]) => key !== 'type' || !CATALOGUE_TYPES.has(value!))
    .map(([, key, value]) => `${key}=${value}`);
}

/** What in a text would be the run as Strava gave it. */
function stravaTraces(text: string, activityId: string, athleteId: string): string[] {
  const traces: [string, boolean][] = [
    ['the activity id', text.includes(activityId)],
    ['the athlete id', text.includes(athleteId)],
    ['the times key of the import', text.includes(trackerKey('strava', activityId))],
    ['the activity name', text.includes('Local Run')],
    ['a link to Strava', /strava\.com\/activities/i.test(text)],
    ['a duration', /"(duration|moving_time|elapsed_time|hours|minutes|seconds)"/.test(text)],
    ['a pace', /"pace"|min\/km/i.test(text)],
    ['a source', sourcesIn(text).length > 0],
    ['the activity entries', /"times"/.test(text)],
  ];
  return traces.filter(([, found]) => found).map(([what]) => what);
}

describe('what another participant can read of a Strava import', () => {
  it('every path of firestore.rules is classified for this walk', () => {
    const { matches } = parseRules(readFileSync('firestore.rules', 'utf8')) as {
      matches: { path: string }[];
    };
    const paths = matches
      .map((m) => m.path)
      .filter((p) => p !== ROOT)
      .map((p) => p.slice(ROOT.length + 1));
    const unknown = paths.filter((p) => !(p in RULES_PATHS));
    expect(unknown, 'a rules path nobody has walked for Strava data').toEqual([]);
    expect(paths.sort()).toEqual(Object.keys(RULES_PATHS).sort());
  });

  it('69. is her standing (total and day), never the run: no id, name, link, pace, duration or source', async () => {
    runner = await connectedParticipant(db);
    const { legId, activityId, linkId } = await importedRun();
    const other = await newParticipant(db, 'Bea');

    const reads: Read[] = [
      await readAs(other.idToken, `races/${legId}`),
      ...(await Promise.all(
        SHARD_IDS.map((id) => readAs(other.idToken, `races/${legId}/standings/${id}`)),
      )),
      await readAs(other.idToken, `races/${legId}/board/current`),
      await readAs(other.idToken, `races/${legId}/rankPages/${RANK_INDEX_ID}`),
      await readAs(other.idToken, `races/${legId}/rankPages/${rankPageId('total', 0)}`),
      await readAs(other.idToken, `races/${legId}/teams`),
      await readAs(other.idToken, `referral_links/${linkId}`),
      await queryAs(other.idToken, '', activeOnly('products')),
      ...(await Promise.all(
        ['checkoutCharities', 'homeBanner', 'cccSpotsLeft', 'referralCoupons'].map((id) =>
          readAs(other.idToken, `options/${id}`),
        ),
      )),
    ];
    for (const read of reads)
      expect([200, 404], `${read.path}: ${read.body.slice(0, 200)}`).toContain(read.status);
    const products = JSON.parse(reads.find((r) => r.path === ':runQuery')!.body) as {
      document?: { name: string };
    }[];
    for (const { document } of products.filter((p) => p.document)) {
      const parent = document!.name.split('/documents/')[1]!;
      const prices = await queryAs(other.idToken, parent, activeOnly('prices'));
      expect(prices.status).toBe(200);
      reads.push(prices);
    }

    // The walk read her standing: the standings row and the board carry her km; the team
    // document names its captain (her) and no member's km (those are on the roster).
    const shard = reads.find((r) => r.path.endsWith(`/standings/${shardOfRow(reads)}`));
    expect(shard).toBeDefined();
    const board = reads.find((r) => r.path.endsWith('/board/current'))!;
    expect(board.status).toBe(200);
    expect(board.body).toContain(String(KM));
    const teams = reads.find((r) => r.path.endsWith('/teams'))!;
    expect(teams.body).toContain(runner.uid);
    expect(teams.body).not.toContain(String(KM));

    for (const read of reads)
      expect(
        stravaTraces(read.body, activityId, runner.athleteId),
        `${read.path} shows another participant`,
      ).toEqual([]);

    // Hers alone: B is refused her profile, her row (which holds the run), her team's code.
    for (const path of [
      `users/${runner.uid}`,
      `races/${legId}/subscribedUsers/${runner.uid}`,
      `races/${legId}/teams/${TEAM}/private/code`,
      `races/${legId}/teams/${TEAM}/private/roster`,
      `referrals/${runner.uid}`,
      `oauth_tokens/${runner.uid}`,
    ])
      expect((await readAs(other.idToken, path)).status, path).toBe(403);

    // And the search is not blind: her own row, which only she reads, has the run in it.
    const own = await readAs(runner.idToken, `races/${legId}/subscribedUsers/${runner.uid}`);
    expect(own.status).toBe(200);
    expect(stravaTraces(own.body, activityId, runner.athleteId)).toContain(
      'the times key of the import',
    );
  }, 180_000);
});

/** The id of the standings shard whose rows hold a racer with the imported total. */
function shardOfRow(reads: readonly Read[]): string {
  for (const read of reads) {
    const match = /\/standings\/([^/]+)$/.exec(read.path);
    if (!match || read.status !== 200) continue;
    const rows = (JSON.parse(read.body) as { fields?: { rows?: { stringValue?: string } } }).fields
      ?.rows?.stringValue;
    if (rows && decodeRows(rows).some((r) => r.total === KM)) return match[1]!;
  }
  return 'none';
}
