/**
 * `organiser-moveRegistration` (docs/organiser-console.md, "Move a registration"): a support
 * action for "I registered for the wrong distance". One transaction, read first and written
 * last, with its audit log entry (organiser-log.ts), so a move happens whole or not at all:
 * - her row leaves the old leg and is made on the new one with her activities and kilometres
 *   (registration-move.ts); the standings and the boards of both legs follow the delete and
 *   the create as for any row (their trigger), and the activity trigger sets `completedDate`
 *   again against the new leg's distance;
 * - subscribedRaces.{old} becomes subscribedRaces.{new} (bib kept when free there, the new
 *   leg's names and distance, `movedFrom`), so her dashboard and account page follow;
 * - she leaves her team as when a refund ends a registration (payments/end-registration.ts:
 *   roster, count, captaincy);
 * - the payment's marker `provisioned/{paymentId}` and the payment name the new leg, so a later
 *   refund ends this registration and the reconciliation sweep finds it where it is;
 * - the price difference (each leg's price the day she registered) is written in the log, not
 *   charged.
 * The same move again answers `alreadyMoved` and writes nothing. Organisers only
 * (organiser-callable.ts).
 */
import { FieldValue, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  MOVE_REGISTRATION,
  type MoveRegistrationResult,
} from '../../../src/contract/callables/organiser-support';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { registrationIdOf } from '../../../src/contract/organiser/medal-shipment';
import { priceCentsAt } from '../../../src/contract/pricing';
import { NO_TEAM_NAME } from '../../../src/contract/team-rules';
import { millisOf, toRecord, toText } from '../../../src/contract/docs/values';
import { planLeaveTeam } from '../payments/end-registration';
import { nextBib } from '../registration/next-bib';
import { newLeaderboardRow } from '../registration/provision';
import { refusalError } from '../shared/callable';
import { paymentPath, rowPath, rowsPath, userPath } from '../shared/paths';
import { shipmentPath } from './import-tracking';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';
import {
  bibOnNewLeg,
  moveBlocker,
  movedEntry,
  movedRow,
  priceDifference,
} from './registration-move';

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const moveRegistration = organiserCallable(
  MOVE_REGISTRATION,
  async ({ uid, fromLegId, toLegId, reason }, caller): Promise<MoveRegistrationResult> => {
    const db = getFirestore();
    const userRef = db.doc(userPath(uid));
    const fromRowRef = db.doc(rowPath(fromLegId, uid));
    const toRowRef = db.doc(rowPath(toLegId, uid));
    return db.runTransaction(async (tx): Promise<MoveRegistrationResult> => {
      const [user, fromRow, shipment] = await tx.getAll(
        userRef,
        fromRowRef,
        db.doc(shipmentPath(registrationIdOf(fromLegId, uid))),
      );
      const races = toRecord(user?.get('subscribedRaces'));
      const fromEntry = races[fromLegId] as DocumentData | undefined;
      const toEntry = races[toLegId] as DocumentData | undefined;
      const raceId = toText(fromEntry?.raceId);
      const [product, fromPrice, toPrice, leg] = raceId
        ? await tx.getAll(
            db.doc(`products/${raceId}`),
            db.doc(`products/${raceId}/prices/${fromLegId}`),
            db.doc(`products/${raceId}/prices/${toLegId}`),
            db.doc(`races/${toLegId}`),
          )
        : [];
      const blocker = moveBlocker({
        fromLegId,
        fromEntry: typeof fromEntry === 'object' && fromEntry !== null ? fromEntry : undefined,
        toEntry: typeof toEntry === 'object' && toEntry !== null ? toEntry : undefined,
        toLegOfRace: toPrice?.exists === true,
        shipped: shipment?.exists === true,
      });
      if (blocker === 'alreadyMoved') {
        const movedFrom = toRecord(toEntry?.movedFrom);
        return {
          outcome: 'alreadyMoved',
          bib: numberOrNull(toEntry?.bibNumber),
          bibKept: numberOrNull(toEntry?.bibNumber) === numberOrNull(movedFrom.bib),
          priceDifferenceCents: numberOrNull(movedFrom.priceDifferenceCents),
        };
      }
      if (blocker !== null || !fromEntry)
        throw refusalError('failed-precondition', 'cannotMove', ORGANISER_REFUSAL_TEXTS, {
          blocker: blocker ?? 'notRegistered',
        });

      const row: DocumentData = fromRow?.data() ?? {};
      const oldBib = numberOrNull(fromEntry.bibNumber ?? row.bibNumber);
      const teamName = toText(row.teamName) || toText(fromEntry.teamName);
      const holder =
        oldBib === null
          ? null
          : await tx.get(
              db.collection(rowsPath(toLegId)).where('bibNumber', '==', oldBib).limit(1),
            );
      const { bib: next, counter } = await nextBib(tx, db, toLegId);
      const leaveTeam = await planLeaveTeam(tx, db, uid, fromLegId, teamName);
      const markers = await tx.get(db.collection('provisioned').where('uid', '==', uid));
      const marker = markers.docs.find(
        (doc) => doc.get('legId') === fromLegId && doc.get('status') === 'provisioned',
      );
      const paymentId = toText(marker?.get('paymentId')) || (marker?.id ?? '');
      const payment = paymentId ? await tx.get(db.doc(paymentPath(uid, paymentId))) : null;

      // Each leg's price the day she registered (contract/pricing.ts), so the difference is
      // what she would have paid for the other leg then.
      const earlyEnd = toRecord(product?.get('metadata')).early_end;
      const registeredAt = new Date(millisOf(fromEntry.registeredAt) ?? Date.now());
      const difference = priceDifference(
        fromPrice?.exists ? priceCentsAt(fromPrice.data() ?? {}, earlyEnd, registeredAt) : null,
        priceCentsAt(toPrice?.data() ?? {}, earlyEnd, registeredAt),
      );
      const choice = bibOnNewLeg(oldBib, (holder?.size ?? 0) > 0, next);
      const now = Timestamp.now();
      const movedFrom = {
        legId: fromLegId,
        bib: oldBib,
        teamName: teamName || NO_TEAM_NAME,
        priceDifferenceCents: difference,
        at: now,
      };
      const entry = movedEntry(
        fromEntry,
        toLegId,
        { leg: leg?.data(), price: toPrice?.data() },
        choice.bib,
        movedFrom,
      );

      tx.delete(fromRowRef);
      // A registration whose row was lost gets the row provisioning makes (the sweep's repair).
      tx.set(
        toRowRef,
        fromRow?.exists
          ? movedRow(row, choice.bib)
          : newLeaderboardRow(user?.data(), choice.bib, NO_TEAM_NAME),
      );
      tx.update(userRef, {
        [`subscribedRaces.${fromLegId}`]: FieldValue.delete(),
        [`subscribedRaces.${toLegId}`]: entry,
      });
      tx.set(counter, { next: choice.counterNext });
      leaveTeam();
      if (marker) tx.update(marker.ref, { legId: toLegId, movedFrom: fromLegId });
      if (payment?.exists) tx.update(payment.ref, { registrationLegId: toLegId });
      logInTransaction(db, tx, caller, {
        action: 'registration.move',
        target: `users/${uid}`,
        reason,
        before: {
          legId: fromLegId,
          bib: oldBib,
          teamName: teamName || NO_TEAM_NAME,
          totalDistance: numberOrNull(row.totalDistance),
          activities: Object.keys(toRecord(row.times)).length,
          paymentId: paymentId || null,
        },
        after: {
          legId: toLegId,
          bib: choice.bib,
          bibKept: choice.kept,
          teamName: NO_TEAM_NAME,
          priceDifferenceCents: difference,
        },
      });
      return {
        outcome: 'moved',
        bib: choice.bib,
        bibKept: choice.kept,
        priceDifferenceCents: difference,
      };
    });
  },
);
