/**
 * Her referral link as she chose to be shown (docs/data-model.md, referral_links; the account
 * page's 'How you appear on leaderboards'): made by the createReferralLink callable, and followed
 * when her choice changes (onLeaderboardNameChanged). Both run it in their own transaction, so
 * two calls at once still leave one link, and a replayed event finds nothing left to do.
 */
import { randomBytes } from 'node:crypto';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { parseLeaderboardName } from '../../../src/contract/leaderboard-name';
import { parseReferralLink } from '../../../src/contract/docs/referral-link';
import { candidateIds, linkFollow, referrerName } from './referral-link-id';

const randomSuffix = () => randomBytes(4).toString('hex');

/** The name her link greets with, from her user document: '' is neutral ('A friend'). */
const wantedName = (user: DocumentSnapshot): string =>
  referrerName(
    user.get('details') as Record<string, unknown> | undefined,
    parseLeaderboardName(user.get('leaderboardName')),
  );

/** Claims the first free candidate id for `name` and writes referral_links/{id} {name, owner}. */
async function claimLink(db: Firestore, tx: Transaction, uid: string, name: string) {
  const candidates = candidateIds(name, randomSuffix);
  const snapshots = await tx.getAll(
    ...candidates.map((id) => db.collection('referral_links').doc(id)),
  );
  const free = snapshots.find((snapshot) => !snapshot.exists);
  if (!free) return null;
  tx.create(free.ref, { name, owner: uid });
  return free.id;
}

/**
 * Her link's id once it says no more than she chose, or null when she has none (the callable
 * makes one, the trigger leaves it so). Writes in `tx`: the new link, the old one's deletion and
 * users/{uid}.referral_link when it is reissued, its name when that alone changed.
 * 'noFreeId' when every candidate id was taken.
 */
export async function followReferralLink(
  db: Firestore,
  tx: Transaction,
  uid: string,
  user: DocumentSnapshot,
): Promise<string | null | 'noFreeId'> {
  const existing = user.get('referral_link');
  if (typeof existing !== 'string' || existing === '') return null;
  const linkRef = db.collection('referral_links').doc(existing);
  const link = parseReferralLink((await tx.get(linkRef)).data());
  if (link?.owner !== uid) return null;
  const follow = linkFollow(existing, link.name, wantedName(user));
  if (follow.kind === 'keep') return existing;
  if (follow.kind === 'rename') {
    tx.update(linkRef, { name: follow.name });
    return existing;
  }
  const id = await claimLink(db, tx, uid, '');
  if (id === null) return 'noFreeId';
  tx.delete(linkRef);
  tx.update(user.ref, { referral_link: id });
  return id;
}

/** A new link for her (she has none of her own): its id, or 'noFreeId'. */
export async function newReferralLink(
  db: Firestore,
  tx: Transaction,
  uid: string,
  user: DocumentSnapshot,
): Promise<string | 'noFreeId'> {
  return (await claimLink(db, tx, uid, wantedName(user))) ?? 'noFreeId';
}
