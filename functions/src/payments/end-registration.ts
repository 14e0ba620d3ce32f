/**
 * Ends the registration a payment bought, once its money went back (docs/payments.md, "Refunds
 * and disputes": a full refund or a lost dispute, payment-ending.ts). One transaction, read
 * first and written last, with `provisioned/{paymentId}.endedAt` as its mark, so a replayed
 * event or a retried trigger ends nothing twice:
 * - her row races/{legId}/subscribedUsers/{uid} is deleted: off the board and the standings
 *   (their trigger follows the delete); her summary off the team's roster, the team's count
 *   down once, the captaincy passed on as when an account is deleted;
 * - subscribedRaces.{legId} leaves her user document (no dashboard for the leg; she may buy
 *   it again) and endedRaces.{legId} keeps what she did: bib, team, kilometres and activities
 *   (`times`, her own history, read by her alone), when and why it ended;
 * - gift codes bought with it that nobody used are deleted (no longer redeemable); a used one
 *   stays with whoever registered with it;
 * - her e-mail (registration-ended-mail.ts) and the organisers' alert are created in the same
 *   commit. The bib is not given again; referral credit stays (the referrer did refer her).
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { parseGiftCode } from '../../../src/contract/docs/gift-code';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import { isSafeDocId } from '../../../src/contract/checkout-order';
import { localized } from '../../../src/contract/l10n';
import { nextCaptain } from '../account/deletion-plan';
import { mailLanguageOf } from '../mail/language';
import { mailDocument, mailPath } from '../mail/outbox';
import { firstNameOf, recipientOf } from '../mail/recipient';
import { prepareAlert } from '../ops/alert-store';
import { markerRef } from '../registration/provision';
import { giftCodePath, paymentPath, rowPath, rowsPath, teamPath, userPath } from '../shared/paths';
import type { PaymentEnding } from './payment-ending';
import { registrationEndedMailId, renderRegistrationEndedMail } from './registration-ended-mail';

export type EndOutcome = 'ended' | 'already-ended' | 'not-provisioned';

const NO_TEAM = 'noTeam';

function codesOf(payment: DocumentData): string[] {
  const codes: unknown = payment.giftCodes;
  return Array.isArray(codes)
    ? codes.filter((code): code is string => typeof code === 'string' && isSafeDocId(code))
    : [];
}

/** Her team's roster entry out, its count down, a new captain if she was it. */
export async function planLeaveTeam(
  tx: Transaction,
  db: Firestore,
  uid: string,
  legId: string,
  teamName: string,
) {
  if (teamName === '' || teamName === NO_TEAM) return () => undefined;
  const teamRef = db.doc(teamPath(legId, teamName));
  const rosterRef = teamRef.collection('private').doc('roster');
  const [team, roster] = await Promise.all([tx.get(teamRef), tx.get(rosterRef)]);
  const mates =
    team.data()?.owner === uid
      ? (await tx.get(db.collection(rowsPath(legId)).where('teamName', '==', teamName))).docs
      : [];
  return () => {
    if (roster.exists) tx.update(rosterRef, { [`members.${uid}`]: FieldValue.delete() });
    if (!team.exists) return;
    const update: Record<string, unknown> = { membersCount: FieldValue.increment(-1) };
    if (team.data()?.owner === uid) {
      const next = nextCaptain(
        mates.map((d) => ({
          uid: d.id,
          bibNumber: typeof d.get('bibNumber') === 'number' ? (d.get('bibNumber') as number) : null,
        })),
        uid,
      );
      update.owner = next ?? FieldValue.delete();
    }
    tx.update(teamRef, update);
  };
}

export async function endRegistration(
  db: Firestore,
  uid: string,
  paymentId: string,
  payment: DocumentData,
  ending: PaymentEnding,
  /** More writes of the same commit (an organiser's audit log entry, organiser/end-registration.ts). */
  alsoInTransaction?: (tx: Transaction) => void,
): Promise<EndOutcome> {
  const userRef = db.doc(userPath(uid));
  // Her address and language before the transaction (an Auth lookup has no place in it).
  const to = await recipientOf(uid, (await userRef.get()).data());
  const codes = codesOf(payment);
  return db.runTransaction(async (tx): Promise<EndOutcome> => {
    const marker = (await tx.get(markerRef(db, paymentId))).data();
    if (marker?.status !== 'provisioned') return 'not-provisioned';
    if (marker.endedAt) return 'already-ended';
    const legId = String(marker.legId);
    const user = (await tx.get(userRef)).data();
    const rawEntry: unknown = user?.subscribedRaces?.[legId];
    const rowRef = db.doc(rowPath(legId, uid));
    const row = (await tx.get(rowRef)).data();
    const gifts =
      codes.length > 0 ? await tx.getAll(...codes.map((c) => db.doc(giftCodePath(c)))) : [];
    const entry = rawEntry ? parseSubscribedRace(legId, rawEntry) : null;
    const teamName = typeof row?.teamName === 'string' ? row.teamName : (entry?.teamName ?? '');
    const leaveTeam = await planLeaveTeam(tx, db, uid, legId, teamName);
    const language = mailLanguageOf(user);
    const legLabel = entry
      ? [
          localized(entry.raceInfo, 'name', language),
          localized(entry.raceInfo, 'legName', language),
        ]
          .filter(Boolean)
          .join(' – ')
      : '';
    const writeAlert = await prepareAlert(tx, db, {
      kind: 'registration-ended',
      key: paymentId,
      summary: `Registration ended (${ending}): ${legLabel || legId}, bib ${String(marker.bibNumber ?? '?')}`,
      details: { uid, paymentId, legId, ending, bibNumber: Number(marker.bibNumber ?? 0) },
    });

    const voided = gifts
      .filter((snap) => parseGiftCode(snap.data())?.used === false)
      .map((s) => s.id);
    const kept = codes.filter((code) => !voided.includes(code));
    const now = Timestamp.now();
    for (const code of voided) tx.delete(db.doc(giftCodePath(code)));
    if (row) tx.delete(rowRef);
    leaveTeam();
    if (user) {
      tx.update(userRef, {
        [`subscribedRaces.${legId}`]: FieldValue.delete(),
        [`endedRaces.${legId}`]: {
          ...(rawEntry && typeof rawEntry === 'object' ? (rawEntry as DocumentData) : {}),
          totalDistance: typeof row?.totalDistance === 'number' ? row.totalDistance : 0,
          times: row?.times ?? {},
          endedAt: now,
          endReason: ending,
          paymentId,
          voidedGiftCodes: voided,
          keptGiftCodes: kept,
        },
      });
    }
    tx.update(markerRef(db, paymentId), { endedAt: now, endReason: ending });
    tx.update(db.doc(paymentPath(uid, paymentId)), {
      registrationEndedAt: now,
      registrationEndReason: ending,
    });
    if (to !== null) {
      const mail = renderRegistrationEndedMail(
        { ending, firstName: firstNameOf(user), legLabel, voidedGiftCodes: voided },
        language,
      );
      tx.set(
        db.doc(mailPath(registrationEndedMailId(paymentId))),
        mailDocument(to, mail, `provisioned/${paymentId}`),
      );
    }
    writeAlert(tx);
    alsoInTransaction?.(tx);
    return 'ended';
  });
}
