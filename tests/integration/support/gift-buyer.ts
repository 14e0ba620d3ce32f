/**
 * A buyer of one gift registration, as "Send to a friend" needs her: registered on leg A, her
 * registration naming the code she bought for leg B (giftcodes/{code}, unused, hers).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  callFunction,
  newParticipant,
  uniqueId,
  type Fixture,
  type Participant,
} from './emulators';

export type GiftBuyer = Participant & { readonly code: string };

export async function buyerWithGift(
  db: Firestore,
  fx: Fixture,
  firstName = 'Avery',
): Promise<GiftBuyer> {
  const buyer = await newParticipant(db, firstName);
  const code = uniqueId('IT-SEND-');
  await db.doc(`giftcodes/${code}`).set({
    used: false,
    legId: fx.legB,
    purchasedBy: buyer.uid,
    createdAt: new Date(),
  });
  await db.doc(`users/${buyer.uid}`).update({
    [`subscribedRaces.${fx.legA}`]: {
      raceId: fx.raceId,
      legId: fx.legA,
      raceInfo: { name: 'IT Challenge', legName: 'Leg A', url: fx.raceUrl },
      giftCodes: { [code]: fx.legB },
    },
  });
  return { ...buyer, code };
}

/** A fresh friend's address (lower case, as the callable stores it). */
export const friendAddress = (domain = 'example.test') =>
  `${uniqueId('friend-')}@${domain}`.toLowerCase();

export const sendGift = (buyer: Participant, code: string, email: string, message = '') =>
  callFunction('sendGiftCode', { code, email, message }, buyer.idToken);
