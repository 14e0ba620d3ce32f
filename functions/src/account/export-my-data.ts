/**
 * `exportMyData` (account page, "Download my data"; docs/strava-compliance.md): the caller's own
 * data, read from her uid alone (the request has nothing in it), through the documents'
 * contracts, shaped by contract/my-data.ts. Reads: her user document, her row and team on each
 * of her legs (one getAll), her referral counts, the gift codes she bought and her payments
 * (two queries on her uid), and her part of her teams' feeds (her notes, how many items she cheered:
 * feed-traces.ts). Tokens (oauth_tokens) are never read; who redeemed her gift codes
 * (giftcode_redemptions) neither.
 */
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { EXPORT_MY_DATA } from '../../../src/contract/callables/export-my-data';
import { parsePayment } from '../../../src/contract/docs/payment';
import { parseGiftCode } from '../../../src/contract/docs/gift-code';
import { parseRacerRow, type RacerRow } from '../../../src/contract/docs/racer-row';
import { parseTeam } from '../../../src/contract/docs/team';
import { feedPath, parseFeedItem } from '../../../src/contract/docs/team-feed';
import {
  parsePushSubscription,
  pushSubscriptionsPath,
} from '../../../src/contract/docs/push-subscription';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { toNumber, toRecord, toText } from '../../../src/contract/docs/values';
import { buildMyData, type MyData } from '../../../src/contract/my-data';
import { callableFunction } from '../shared/callable';
import { userPath } from '../shared/paths';
import { cheersBy, ownFeedItems } from './feed-traces';

const counts = (value: unknown): Readonly<Record<string, number>> =>
  Object.fromEntries(
    Object.entries(toRecord(value)).flatMap(([legId, n]) => {
      const count = toNumber(n);
      return count === null ? [] : [[legId, count]];
    }),
  );

export const exportMyData = callableFunction(
  EXPORT_MY_DATA,
  async (_none, { uid }): Promise<MyData> => {
    const db = getFirestore();
    const userSnap = await db.doc(userPath(uid)).get();
    const raw = userSnap.data() ?? {};
    const user = parseUserDoc(raw);
    const legIds = Object.keys(user.subscribedRaces);
    const teamLegs = legIds.filter((legId) => user.subscribedRaces[legId]!.teamName !== 'noTeam');

    const [legSnaps, referralSnap, giftSnaps, paymentSnaps, pushSnaps] = await Promise.all([
      legIds.length + teamLegs.length > 0
        ? db.getAll(
            ...legIds.map((legId) => db.doc(`races/${legId}/subscribedUsers/${uid}`)),
            ...teamLegs.map((legId) =>
              db.doc(`races/${legId}/teams/${user.subscribedRaces[legId]!.teamName}`),
            ),
          )
        : Promise.resolve([] as DocumentSnapshot[]),
      db.doc(`referrals/${uid}`).get(),
      db.collection('giftcodes').where('purchasedBy', '==', uid).get(),
      db.collection(`stripe_customers/${uid}/payments`).get(),
      db.collection(pushSubscriptionsPath(uid)).get(),
    ]);

    const rows: Record<string, RacerRow> = {};
    legIds.forEach((legId, i) => {
      const data = legSnaps[i]?.data();
      if (data) rows[legId] = parseRacerRow(data);
    });
    const captainOf = new Set(
      teamLegs.filter((legId, i) => {
        const snap = legSnaps[legIds.length + i];
        const data = snap?.data();
        return data !== undefined && parseTeam(snap!.id, data).owner === uid;
      }),
    );
    const referral = referralSnap.data() ?? {};
    const feeds = await Promise.all(
      teamLegs.map(async (legId) => {
        const teamName = user.subscribedRaces[legId]!.teamName;
        const feed = db.collection(feedPath(legId, teamName));
        const [own, cheers] = await Promise.all([ownFeedItems(feed, uid), cheersBy(db, feed, uid)]);
        return {
          notes: own.docs.map((doc) => ({
            legId,
            teamName,
            item: parseFeedItem(doc.id, doc.data()),
          })),
          cheers: [{ legId, teamName, count: cheers.length }],
        };
      }),
    );

    return buildMyData({
      uid,
      now: new Date(),
      user,
      language: toText(raw.language) || null,
      emailPreferences: toRecord(raw.mailPreferences),
      rows,
      captainOf,
      referrals: { total: toNumber(referral.total) ?? 0, perLeg: counts(referral.counts) },
      giftCodes: giftSnaps.docs.flatMap((doc) => {
        const code = parseGiftCode(doc.data());
        return code ? [{ code: doc.id, legId: code.legId, used: code.used }] : [];
      }),
      payments: paymentSnaps.docs.map((doc) => ({ id: doc.id, ...parsePayment(doc.data()) })),
      feedNotes: feeds.flatMap((f) => f.notes),
      feedCheers: feeds.flatMap((f) => f.cheers),
      pushDevices: pushSnaps.docs.flatMap((doc) => {
        const device = parsePushSubscription(doc.id, doc.data());
        return device ? [device] : [];
      }),
    });
  },
);
