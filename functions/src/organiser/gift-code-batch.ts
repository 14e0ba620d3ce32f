/**
 * `organiser-giftCodeBatch` (docs/organiser-console.md, "Gift codes for a partner"): a sponsor or
 * a club gets a number of codes for one leg, each redeemable once like a bought one (the
 * `redeemGiftCode` callable reads only `used` and `legId`). No payment and no buyer: each code
 * keeps `partner` and `batchId` instead of `purchasedBy`, so no participant's account lists
 * them. One transaction writes every code (a collision with an existing code, practically
 * impossible at 60 random bits, makes it retry with new ones) and the log entry with the codes;
 * the answer carries the CSV for the partner. Organisers only (organiser-callable.ts).
 */
import { randomUUID } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  GIFT_CODE_BATCH,
  type GiftCodeBatchResult,
} from '../../../src/contract/callables/organiser-support';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { toCsv } from '../../../src/contract/organiser/csv';
import { newGiftCode } from '../registration/gift-code';
import { refusalError } from '../shared/callable';
import { giftCodePath, legPath } from '../shared/paths';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

/** `count` distinct fresh codes. */
function freshCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newGiftCode());
  return [...codes];
}

export const giftCodeBatch = organiserCallable(
  GIFT_CODE_BATCH,
  async ({ legId, count, partner, reason }, caller): Promise<GiftCodeBatchResult> => {
    const db = getFirestore();
    if (!(await db.doc(legPath(legId)).get()).exists)
      throw refusalError('not-found', 'unknownLeg', ORGANISER_REFUSAL_TEXTS);
    const batchId = `batch-${randomUUID()}`;
    const codes = await db.runTransaction(async (tx) => {
      const list = freshCodes(count);
      const existing = await tx.getAll(...list.map((code) => db.doc(giftCodePath(code))));
      if (existing.some((snap) => snap.exists)) throw new Error('gift code collision, retrying');
      const createdAt = Timestamp.now();
      for (const code of list)
        tx.create(db.doc(giftCodePath(code)), {
          used: false,
          legId,
          partner,
          batchId,
          createdAt,
        });
      logInTransaction(db, tx, caller, {
        action: 'giftcodes.batch',
        target: `giftcodes/${batchId}`,
        reason,
        before: null,
        after: { batchId, legId, partner, count, codes: list },
      });
      return list;
    });
    const csv = toCsv([
      ['code', 'legId', 'partner', 'batchId'],
      ...codes.map((code) => [code, legId, partner, batchId]),
    ]);
    return { batchId, codes, csv };
  },
);
