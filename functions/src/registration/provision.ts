/**
 * Turns a verified order into a registration, inside the caller's transaction (shared by the
 * payment trigger and the gift-code redemption). One payment id gives one registration:
 * `provisioned/{paymentId}` (server-only) is read first and written last.
 *
 * Writes (docs/data-model.md): users/{uid}.subscribedRaces[legId] (with the shipping address it
 * keeps, registration-address.ts), races/{legId}/subscribedUsers/{uid}
 * (public fields only), races/{legId}/counters/bib (next bib, unique per leg), gift codes,
 * the team (created or joined after checking the code), referral credit, the marker.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { LoadedOrder } from './catalogue';
import { isSafeDocId } from '../../../src/contract/checkout-order';
import { NO_TEAM_NAME, teamCodeError, teamDocId } from '../../../src/contract/team-rules';
import { newGiftCodeDoc } from '../../../src/contract/docs/gift-code';
import { parseLegDistance } from '../../../src/contract/docs/race-leg';
import { parseReferralLink } from '../../../src/contract/docs/referral-link';
import { parseTeamCode } from '../../../src/contract/docs/team';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { parseLeaderboardName } from '../../../src/contract/leaderboard-name';
import { parseSport, type Sport } from '../../../src/contract/race-sport';
import { newGiftCode } from './gift-code';
import { raceInfoFrench } from './race-info-french';
import { addressToKeep } from './registration-address';
import { userPath } from '../shared/paths';
import { nextBib } from './next-bib';

export interface ProvisionRequest {
  readonly uid: string;
  readonly paymentId: string;
  readonly order: LoadedOrder;
}

export type ProvisionOutcome =
  | {
      readonly status: 'provisioned';
      readonly bibNumber: number;
      readonly teamName: string;
      readonly giftCodes: readonly string[];
      /** Problems that did not stop the registration (e.g. a wrong team code): log them. */
      readonly warnings: readonly string[];
    }
  | { readonly status: 'already-provisioned' }
  | { readonly status: 'already-registered' };

export const markerRef = (db: Firestore, paymentId: string) => db.doc(`provisioned/${paymentId}`);

interface TeamPlan {
  readonly teamName: string;
  readonly write?: (tx: Transaction, now: Timestamp) => void;
  readonly warning?: string;
}

async function planTeam(tx: Transaction, db: Firestore, req: ProvisionRequest): Promise<TeamPlan> {
  const { meta, product } = req.order;
  if (meta.teamChoice === 'noTeam') return { teamName: NO_TEAM_NAME };
  if (product.metadata?.teams !== 'true')
    return { teamName: NO_TEAM_NAME, warning: `race ${meta.raceId} has no teams` };
  const name = teamDocId(meta.teamName);
  if (name === null)
    return {
      teamName: NO_TEAM_NAME,
      warning: `invalid team name ${JSON.stringify(meta.teamName)}`,
    };
  const teamRef = db.doc(`races/${meta.legId}/teams/${name}`);
  const codeRef = teamRef.collection('private').doc('code');
  const [team, code] = await Promise.all([tx.get(teamRef), tx.get(codeRef)]);
  if (meta.teamChoice === 'newTeam') {
    if (team.exists)
      return {
        teamName: NO_TEAM_NAME,
        warning: `team ${JSON.stringify(name)} already exists on ${meta.legId}`,
      };
    if (teamCodeError(meta.teamCode, 'newTeam') !== null)
      return { teamName: NO_TEAM_NAME, warning: 'a new team needs a valid team code' };
    return {
      teamName: name,
      write: (t, now) => {
        t.set(teamRef, { owner: req.uid, createdAt: now, membersCount: 1 });
        t.set(codeRef, { code: meta.teamCode });
      },
    };
  }
  if (!team.exists)
    return {
      teamName: NO_TEAM_NAME,
      warning: `team ${JSON.stringify(name)} does not exist on ${meta.legId}`,
    };
  if (parseTeamCode(code.data()) !== meta.teamCode)
    return {
      teamName: NO_TEAM_NAME,
      warning: `wrong code for team ${JSON.stringify(name)} on ${meta.legId}`,
    };
  return {
    teamName: name,
    write: (t) => t.update(teamRef, { membersCount: FieldValue.increment(1) }),
  };
}

async function referrerOf(
  tx: Transaction,
  db: Firestore,
  req: ProvisionRequest,
): Promise<string | null> {
  const link = req.order.meta.referralLink;
  if (!isSafeDocId(link)) return null;
  const owner = parseReferralLink((await tx.get(db.doc(`referral_links/${link}`))).data())?.owner;
  return owner !== undefined && owner !== req.uid ? owner : null;
}

async function freshGiftCodes(tx: Transaction, db: Firestore, count: number): Promise<string[]> {
  if (count === 0) return [];
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newGiftCode());
  const list = [...codes];
  const snaps = await tx.getAll(...list.map((code) => db.doc(`giftcodes/${code}`)));
  // 60 random bits: a collision is practically impossible; failing makes the transaction retry with new codes.
  if (snaps.some((snap) => snap.exists)) throw new Error('gift code collision, retrying');
  return list;
}

/** The race's sport as stored (race-sport.ts), or nothing when neither copy says (names decide). */
function sportCopy(value: unknown): { sport?: Sport } {
  const sport = parseSport(value);
  return sport ? { sport } : {};
}

function raceInfo(order: LoadedOrder): DocumentData {
  const { product, legPrice, race } = order;
  // The leg document's distance, else the price's (the extension's metadata string).
  const distance =
    parseLegDistance(race?.distance) ?? parseLegDistance(legPrice.metadata.distance) ?? 0;
  return {
    name: race?.name ?? product.name ?? '',
    imageUrl: product.images[0] ?? '',
    userStartDate: product.metadata.userStartDate ?? '',
    userEndDate: product.metadata.userEndDate ?? '',
    legName: race?.legName ?? legPrice.description,
    // Which tracker types count (contract/race-sport.ts): the leg document's, else the catalogue's.
    ...sportCopy(race?.sport ?? product.metadata.sport),
    distance,
    raceDateStart: race?.raceDateStart ?? null,
    raceDateEnd: race?.raceDateEnd ?? null,
    url: product.metadata.url ?? order.meta.raceUrl,
    ...raceInfoFrench(race, product, legPrice),
  };
}

/**
 * A registration's leaderboard row as provisioning creates it (public fields only, docs/security.md item 10):
 * also what the reconciliation sweep puts back when a registration has lost its row.
 */
export function newLeaderboardRow(
  user: DocumentData | undefined,
  bibNumber: number,
  teamName: string,
): DocumentData {
  const details = user?.details as DocumentData | undefined;
  const row: DocumentData = {
    firstName: typeof details?.firstName === 'string' ? details.firstName : '',
    lastName: typeof details?.lastName === 'string' ? details.lastName : '',
    bibNumber,
    teamName,
    totalDistance: 0,
    times: {},
  };
  // How she chose to appear on leaderboards (account page), from her first day on this leg; the
  // default (her full name) is the field's absence, as on the rows written before the choice.
  const choice = parseLeaderboardName(user?.leaderboardName);
  return choice === 'full' ? row : { ...row, leaderboardName: choice };
}

/** All reads happen before any write (Firestore transactions require it). */
export async function provisionInTransaction(
  tx: Transaction,
  db: Firestore,
  req: ProvisionRequest,
): Promise<ProvisionOutcome> {
  const { uid, paymentId, order } = req;
  const { meta } = order;
  const marker = markerRef(db, paymentId);
  if ((await tx.get(marker)).exists) return { status: 'already-provisioned' };
  const userRef = db.doc(userPath(uid));
  const user = (await tx.get(userRef)).data();
  if (parseUserDoc(user ?? {}).subscribedRaces[meta.legId]) return { status: 'already-registered' };

  const { bib, counter } = await nextBib(tx, db, meta.legId);
  const team = await planTeam(tx, db, req);
  const referrer = await referrerOf(tx, db, req);
  const giftCount = order.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
  const codes = await freshGiftCodes(tx, db, giftCount);

  const now = Timestamp.now();
  const giftCodes: Record<string, string> = {};
  let next = 0;
  for (const gift of order.gifts) {
    for (let i = 0; i < gift.quantity; i += 1) {
      const code = codes[next++] as string;
      giftCodes[code] = gift.priceId;
      tx.set(db.doc(`giftcodes/${code}`), newGiftCodeDoc(gift.priceId, uid, now));
    }
  }
  const boughtProducts = Object.fromEntries(
    order.extras.map((extra) => [extra.productId, extra.name]),
  );
  const shippingAddress = addressToKeep(meta, user?.details);
  tx.set(counter, { next: bib + 1 });
  tx.set(
    userRef,
    {
      subscribedRaces: {
        [meta.legId]: {
          raceId: meta.raceId,
          legId: meta.legId,
          raceInfo: raceInfo(order),
          bibNumber: bib,
          stravaLink: false,
          teamName: team.teamName,
          teamChoice: team.teamName === NO_TEAM_NAME ? 'noTeam' : meta.teamChoice,
          giftCodes,
          boughtProducts,
          ...(shippingAddress ? { shippingAddress } : {}),
          registeredAt: now,
        },
      },
    },
    { merge: true },
  );
  tx.set(
    db.doc(`races/${meta.legId}/subscribedUsers/${uid}`),
    newLeaderboardRow(user, bib, team.teamName),
  );
  team.write?.(tx, now);
  if (referrer) {
    tx.set(
      db.doc(`referrals/${referrer}`),
      { total: FieldValue.increment(1), counts: { [meta.legId]: FieldValue.increment(1) } },
      { merge: true },
    );
  }
  tx.set(marker, {
    uid,
    paymentId,
    legId: meta.legId,
    status: 'provisioned',
    bibNumber: bib,
    at: now,
  });
  return {
    status: 'provisioned',
    bibNumber: bib,
    teamName: team.teamName,
    giftCodes: codes,
    warnings: [
      ...(team.warning ? [team.warning] : []),
      ...(shippingAddress
        ? []
        : [`no shipping address kept with ${meta.legId}: support settles where its medal ships`]),
    ],
  };
}
