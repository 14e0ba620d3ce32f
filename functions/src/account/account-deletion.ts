/**
 * "Delete my account" (account page; the participant's right to erasure under PIPEDA and
 * Québec's Law 25; docs/data-model.md, "What deleting an account removes"): every document
 * that holds her data, the same set "Download my data" reads, removed or anonymised, in steps.
 *
 * Resumable and idempotent: the first run writes the server-only marker deletions/{uid} with
 * what the later steps need once her profile is gone (her legs, team names and standings keys,
 * her tracker accounts, her e-mail); each step tolerates documents already gone and is recorded
 * in the marker when done, so a run cut half-way finishes when run again and a second run
 * changes nothing. Her sign-in is closed first (no new token), and from the marker on the rules
 * and the callable wrapper refuse the token she still holds. The Auth user goes last, so that
 * token can still call again after a crash; a direct deletion of the Auth user runs the same
 * steps (on-auth-user-deleted.ts); a crash after it (or a participant who never comes back) is
 * finished by the reconciliation sweep (finishDeletions), which runs every marker still
 * pending. The marker ends with no personal data: { state: 'done', requestedAt, completedAt }.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { parseUserDoc } from '../../../src/contract/docs/user';
import { standingRowFromRacer } from '../../../src/contract/standing-row';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { clearConnection } from '../trackers/connection';
import { revokeFitbit } from '../trackers/fitbit/fitbit-revoke';
import { revokeGarmin } from '../trackers/garmin/garmin-revoke';
import { revokeStrava } from '../trackers/strava/strava-revoke';
import { providerUserIdOf, tokensRef, type ProviderTokens } from '../trackers/token-store';
import { rebuildBoard, syncRacerRow } from '../standings/standings-store';
import { markerRef } from '../registration/provision';
import { giftSenderBlockPath } from '../registration/gift-sender-block';
import { deletionPath, legPath, rowPath, rowsPath, teamPath, userPath } from '../shared/paths';
import { anonymisedPayment, holdsPersonalFields, nextCaptain } from './deletion-plan';
import { deleteFeedTraces } from './feed-deletion';
import { pushSubscriptionsPath } from '../../../src/contract/docs/push-subscription';

/**
 * The steps, in order. Her sign-in is closed first (disabled, refresh tokens revoked): the ID
 * token she holds stays valid up to an hour, and from the marker on the rules and the callable
 * wrapper refuse it (docs/data-model.md, "What deleting an account removes"). The Auth user
 * itself goes last, so the same token can still call "Delete my account" again after a crash.
 */
export const DELETION_STEPS = [
  'signIn',
  'trackers',
  'rows',
  'teams',
  'referrals',
  // Before giftCodes: the gift e-mails she sent are found by the codes she bought, too.
  'mail',
  'giftCodes',
  'payments',
  'profile',
  'auth',
] as const;

export type DeletionStep = (typeof DELETION_STEPS)[number];

const PROVIDERS: readonly TrackerProvider[] = ['strava', 'fitbit', 'garmin'];

const REVOKE: Record<TrackerProvider, (db: Firestore, uid: string) => Promise<void>> = {
  strava: revokeStrava,
  fitbit: revokeFitbit,
  garmin: revokeGarmin,
};

interface LegPlan {
  readonly teamName: string;
  /** Her line's key in the leg's standings (her bib, else her uid), to remove it once her row is gone. */
  readonly rowKey: string | null;
}

/** deletions/{uid} while pending: what the steps need after her profile is gone. */
interface DeletionMarker {
  readonly state: 'pending' | 'done';
  readonly requestedAt: Timestamp;
  readonly done: readonly DeletionStep[];
  readonly email: string;
  readonly legs: Readonly<Record<string, LegPlan>>;
  readonly trackers: readonly { readonly provider: TrackerProvider; readonly id: string }[];
}

/** Test seam (the emulator's fault hook): runs after each step, may throw to stop the run there. */
export interface DeletionHooks {
  readonly afterStep?: (step: DeletionStep) => Promise<void>;
}

/**
 * Writes the marker from her documents as they are, unless an earlier run already did; null
 * when her deletion is already complete (nothing of hers is left, and nothing can come back:
 * the rules and the callables refuse her uid from the marker on).
 */
async function startDeletion(
  db: Firestore,
  uid: string,
  email: string | null,
): Promise<DeletionMarker | null> {
  const ref = db.doc(deletionPath(uid));
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.data()?.state === 'done') return null;
    if (existing.exists && existing.data()?.state === 'pending')
      return existing.data() as DeletionMarker;
    const userData = (await tx.get(db.doc(userPath(uid)))).data() ?? {};
    const user = parseUserDoc(userData);
    const legIds = Object.keys(user.subscribedRaces);
    const rows =
      legIds.length > 0 ? await tx.getAll(...legIds.map((l) => db.doc(rowPath(l, uid)))) : [];
    const tokens = ((await tx.get(tokensRef(db, uid))).data() ?? {}) as Partial<ProviderTokens>;
    const legs: Record<string, LegPlan> = {};
    legIds.forEach((legId, i) => {
      const row = rows[i]?.data();
      legs[legId] = {
        teamName: user.subscribedRaces[legId]!.teamName,
        rowKey: row ? standingRowFromRacer(uid, row, '1970-01-01').key : null,
      };
    });
    const marker: DeletionMarker = {
      state: 'pending',
      requestedAt: Timestamp.now(),
      done: [],
      email: user.email || email || '',
      legs,
      trackers: PROVIDERS.flatMap((provider) => {
        const t = tokens[provider];
        const id = t ? providerUserIdOf(provider, t) : '';
        return id ? [{ provider, id }] : [];
      }),
    };
    tx.set(ref, marker);
    return marker;
  });
}

/** Deletes every document a query finds, in pages (queries of her own documents: few). */
async function deleteAll(query: Query) {
  for (;;) {
    const page = await query.limit(200).get();
    if (page.empty) return;
    const batch = query.firestore.batch();
    page.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
    if (page.size < 200) return;
  }
}

/** Tracker grants revoked at the provider (the stand-ins record it), then tokens, links and events. */
async function deleteTrackers(db: Firestore, uid: string, marker: DeletionMarker) {
  const tokens = ((await tokensRef(db, uid).get()).data() ?? {}) as Partial<ProviderTokens>;
  const user = (await db.doc(userPath(uid)).get()).data() ?? {};
  for (const provider of PROVIDERS) {
    const accountField = {
      strava: 'stravaAccount',
      fitbit: 'fitbitAccount',
      garmin: 'garminAccount',
    }[provider];
    if (!tokens[provider] && user[accountField] === undefined) continue;
    // A provider failure is thrown: nothing is forgotten while the grant still stands; a rerun tries again.
    await REVOKE[provider](db, uid);
    await clearConnection(db, uid, provider);
  }
  await tokensRef(db, uid).delete();
  for (const { provider, id } of marker.trackers)
    await deleteAll(
      db.collection('tracker_inbox').where('provider', '==', provider).where('ownerId', '==', id),
    );
}

/** Her row on each leg, then her line in the standings and the leg's board without her. */
async function deleteRows(db: Firestore, uid: string, marker: DeletionMarker) {
  for (const [legId, plan] of Object.entries(marker.legs)) {
    await db.doc(rowPath(legId, uid)).delete();
    // The row's own trigger does the same; done here too so the board is without her when the call answers.
    await syncRacerRow(db, legId, uid, plan.rowKey);
    if ((await db.doc(legPath(legId)).get()).exists) await rebuildBoard(db, legId);
  }
  await deleteAll(db.collection('fairplay').where('uid', '==', uid));
  await deleteAll(
    db
      .collection('team_code_attempts')
      .where(FieldPath.documentId(), '>=', `${uid}~`)
      .where(FieldPath.documentId(), '<', `${uid}\u007f`),
  );
}

/** Her place in each team: her summary out, the count down once, the captaincy passed on. */
async function leaveTeams(db: Firestore, uid: string, marker: DeletionMarker) {
  const markerDoc = db.doc(deletionPath(uid));
  for (const [legId, { teamName }] of Object.entries(marker.legs)) {
    if (teamName === '' || teamName === 'noTeam') continue;
    const done = `team:${legId}`;
    await db.runTransaction(async (tx) => {
      // The marker in the same transaction: the count goes down exactly once, whatever the reruns.
      const current = (await tx.get(markerDoc)).data() as { teamsLeft?: string[] } | undefined;
      if (current?.teamsLeft?.includes(done)) return;
      const teamRef = db.doc(teamPath(legId, teamName));
      // Her summary is on the team's roster (src/contract/docs/team.ts), not the team document.
      const rosterRef = teamRef.collection('private').doc('roster');
      const team = await tx.get(teamRef);
      const roster = await tx.get(rosterRef);
      const mates = await tx.get(db.collection(rowsPath(legId)).where('teamName', '==', teamName));
      if (roster.exists) tx.update(rosterRef, { [`members.${uid}`]: FieldValue.delete() });
      if (team.exists) {
        const update: Record<string, unknown> = {
          membersCount: FieldValue.increment(-1),
        };
        if (team.data()?.owner === uid) {
          const next = nextCaptain(
            mates.docs.map((d) => ({
              uid: d.id,
              bibNumber:
                typeof d.data().bibNumber === 'number' ? (d.data().bibNumber as number) : null,
            })),
            uid,
          );
          update.owner = next ?? FieldValue.delete();
        }
        tx.update(teamRef, update);
      }
      tx.update(markerDoc, { teamsLeft: FieldValue.arrayUnion(done) });
    });
  }
}

/** The teams she was on, leg by leg, as the marker recorded them. */
function teamsOf(marker: DeletionMarker) {
  return Object.entries(marker.legs)
    .filter(([, { teamName }]) => teamName !== '' && teamName !== 'noTeam')
    .map(([legId, { teamName }]) => ({ legId, teamName }));
}

/** Her referral link (others' shared links stop resolving to her name) and her referral counts. */
async function deleteReferrals(db: Firestore, uid: string) {
  await deleteAll(db.collection('referral_links').where('owner', '==', uid));
  await db.doc(`referrals/${uid}`).delete();
}

/**
 * Codes she bought stay valid for whoever holds them, without her uid; on codes she redeemed,
 * the record of who redeemed loses her name and e-mail (the redemption itself stays).
 */
async function anonymiseGiftCodes(db: Firestore, uid: string) {
  const clear = async (query: Query, field: string) => {
    const found = await query.get();
    await Promise.all(found.docs.map((d) => d.ref.update({ [field]: FieldValue.delete() })));
  };
  await clear(db.collection('giftcodes').where('purchasedBy', '==', uid), 'purchasedBy');
  await clear(db.collection('giftcode_redemptions').where('usedBy.id', '==', uid), 'usedBy');
  await clear(db.collection('giftcodes').where('usedBy.id', '==', uid), 'usedBy');
}

/**
 * One payment of a deleted account: never provisioned ('rejected' first, unless provisioning
 * already decided it), and anonymised. Also for a payment that arrives after her deletion began
 * (a checkout she opened before, paid after: provision-payment.ts).
 */
export async function settleDeletedAccountPayment(
  db: Firestore,
  uid: string,
  payment: DocumentReference,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const [snap, marker] = await Promise.all([tx.get(payment), tx.get(markerRef(db, payment.id))]);
    const data = snap.data();
    if (!data) return;
    if (!marker.exists)
      tx.set(markerRef(db, payment.id), {
        uid,
        paymentId: payment.id,
        legId: '',
        status: 'rejected',
        reason: 'account deleted before provisioning',
        at: Timestamp.now(),
      });
    if (holdsPersonalFields(data))
      tx.set(payment, { ...anonymisedPayment(data), accountDeletedAt: Timestamp.now() });
  });
}

/**
 * Payments stay for accounting, anonymised (deletion-plan.ts says which fields stay). A payment
 * never provisioned gets its provisioning outcome first ('rejected': the account is gone), so
 * neither its trigger nor the reconciliation sweep ever registers it again (a refund by hand).
 * Checkout sessions (her order with its address, before payment) go.
 */
async function anonymisePayments(db: Firestore, uid: string) {
  const customer = db.doc(`stripe_customers/${uid}`);
  const payments = await customer.collection('payments').get();
  for (const payment of payments.docs) await settleDeletedAccountPayment(db, uid, payment.ref);
  // Her provisioning markers stay (a replayed payment event must still find them), marked so
  // the sweep does not report her registrations, gone on purpose, to an organiser.
  const provisioned = await db.collection('provisioned').where('uid', '==', uid).get();
  await Promise.all(
    provisioned.docs
      .filter((doc) => doc.data().accountDeletedAt === undefined)
      .map((doc) => doc.ref.update({ accountDeletedAt: Timestamp.now() })),
  );
  await deleteAll(customer.collection('checkout_sessions'));
  const customerDoc = await customer.get();
  if (customerDoc.exists && customerDoc.data()?.email !== undefined)
    await customer.update({ email: FieldValue.delete() });
}

/**
 * Every e-mail with her in it: those queued or sent to her (her address, her name in the text),
 * those that name her to someone else (`mentions`, mail/outbox.ts: the gift e-mails she sent to
 * friends, her name beside the code), and gift e-mails queued before mails recorded whom they
 * name, found by their cause, a code she bought. Then her count of gift e-mails a day.
 */
async function deleteMail(db: Firestore, uid: string, marker: DeletionMarker) {
  const mail = db.collection('mail');
  if (marker.email) await deleteAll(mail.where('to', '==', marker.email));
  await deleteAll(mail.where('mentions', 'array-contains', uid));
  const bought = await db.collection('giftcodes').where('purchasedBy', '==', uid).get();
  for (const code of bought.docs)
    await deleteAll(mail.where('cause', '==', `giftcodes/${code.id}`));
  await deleteAll(db.collection('gift_sends').where('uid', '==', uid));
  // Reports of her gift e-mails and the block they set name her uid; with her account gone
  // there is nobody left to stop (report-gift-mail.ts).
  await deleteAll(db.collection('gift_mail_reports').where('uid', '==', uid));
  await db.doc(giftSenderBlockPath(uid)).delete();
}

/** An Auth call on her user; a user already gone (deleted directly, or by an earlier run) is done. */
async function unlessUserGone(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Her user document with her push subscriptions under it (a document's delete leaves its
 * subcollections) and the records of what was pushed to her devices (docs/push.md).
 */
async function deleteProfile(db: Firestore, uid: string) {
  await deleteAll(db.collection(pushSubscriptionsPath(uid)));
  await deleteAll(db.collection('push_sent').where('uid', '==', uid));
  await db.doc(userPath(uid)).delete();
}

/** No new sign-in, no new ID token from her refresh tokens. */
async function closeSignIn(auth: Auth, uid: string) {
  await unlessUserGone(() => auth.updateUser(uid, { disabled: true }));
  await unlessUserGone(() => auth.revokeRefreshTokens(uid));
}

/** Runs the steps not done yet, recording each; ends with the marker stripped to its dates. */
export async function runDeletion(
  db: Firestore,
  auth: Auth,
  uid: string,
  email: string | null,
  hooks: DeletionHooks = {},
): Promise<void> {
  const marker = await startDeletion(db, uid, email);
  if (!marker) return;
  const markerDoc: DocumentReference = db.doc(deletionPath(uid));
  const steps: Record<DeletionStep, () => Promise<unknown>> = {
    signIn: () => closeSignIn(auth, uid),
    trackers: () => deleteTrackers(db, uid, marker),
    rows: () => deleteRows(db, uid, marker),
    teams: async () => {
      await leaveTeams(db, uid, marker);
      await deleteFeedTraces(db, uid, teamsOf(marker));
    },
    referrals: () => deleteReferrals(db, uid),
    giftCodes: () => anonymiseGiftCodes(db, uid),
    payments: () => anonymisePayments(db, uid),
    mail: () => deleteMail(db, uid, marker),
    profile: () => deleteProfile(db, uid),
    auth: () => unlessUserGone(() => auth.deleteUser(uid)),
  };
  for (const step of DELETION_STEPS) {
    if (marker.done.includes(step)) continue;
    await steps[step]();
    await markerDoc.update({ done: FieldValue.arrayUnion(step) });
    await hooks.afterStep?.(step);
  }
  await markerDoc.set({
    state: 'done',
    requestedAt: marker.requestedAt,
    completedAt: Timestamp.now(),
  });
  logger.info('account deleted', { uid });
}

/** How long a pending deletion is left to its own call before the sweep finishes it. */
export const DELETION_GRACE_MS = 2 * 60 * 1000;

/**
 * The sweep's part (run-reconcile.ts): every deletion still pending DELETION_GRACE_MS after it
 * was asked for (a crash after the Auth user was deleted, a participant who never called again)
 * runs to its end. Harmless on a deletion a call is finishing at the same moment: every step is.
 * The grace is its own, not the sweep's (0 on the emulators): a call under way is left alone.
 */
export async function finishDeletions(
  db: Firestore,
  auth: Auth,
  now: Date,
  graceMs = DELETION_GRACE_MS,
): Promise<string[]> {
  const pending = await db.collection('deletions').where('state', '==', 'pending').limit(100).get();
  const finished: string[] = [];
  for (const doc of pending.docs) {
    const requestedAt = doc.data().requestedAt as Timestamp | undefined;
    if (requestedAt && requestedAt.toMillis() > now.getTime() - graceMs) continue;
    await runDeletion(db, auth, doc.id, null);
    finished.push(doc.id);
  }
  return finished;
}
