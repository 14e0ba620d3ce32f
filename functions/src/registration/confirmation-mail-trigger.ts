/**
 * Trigger `onRegistrationProvisioned`: each registration provisioning creates (card payment,
 * gift redemption, or the reconciliation sweep for a payment whose trigger failed; all through
 * provision.ts, which writes `provisioned/{paymentId}` once) gets one "registration confirmed"
 * e-mail (confirmation-mail.ts), queued as mail/registration-confirmed__{paymentId}. The id is
 * the payment's (a redemption's is `gift_{code}`), written create-if-absent (mail/outbox.ts),
 * so a replayed payment (no new marker) or a retried run of this trigger sends nothing twice.
 * A rejected payment's marker sends nothing. A payment whose line items have not arrived yet
 * (the Stripe extension's order, docs/payments.md) waits: whichever of this trigger and the
 * payment trigger sees both the marker and the items queues it.
 */
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import { safeLink } from '../mail/html';
import { mailLanguageOf, type MailLanguage } from '../mail/language';
import { localized } from '../../../src/contract/l10n';
import { mailIdFor, mailPath, queueMail, type RenderedMail } from '../mail/outbox';
import { firstNameOf, recipientOf } from '../mail/recipient';
import { appOrigin, dashboardUrl } from '../mail/sender';
import { legPath, paymentPath, userPath } from '../shared/paths';
import { droppedAsTooOld, reportedTrigger, RETRY_CUTOFF_MS } from '../shared/trigger-retry';
import { renderConfirmationMail, type ConfirmationFacts } from './confirmation-mail';
import { receiptReady } from './payment-items';
import { receiptOf } from './receipt';

export const confirmationMailId = (paymentId: string): string =>
  mailIdFor('registration-confirmed', paymentId);

/** provisioned/{paymentId}/confirmation/waitingForItems: the e-mail waits for Stripe's items. */
export const confirmationWaitPath = (paymentId: string): string =>
  `provisioned/${paymentId}/confirmation/waitingForItems`;

/** "Race – Leg" of a gift code's leg, from races/{legId}; the id when it is unknown. */
async function legLabels(
  db: Firestore,
  legIds: readonly string[],
  language: MailLanguage,
): Promise<Map<string, string>> {
  const unique = [...new Set(legIds)];
  if (unique.length === 0) return new Map();
  const snaps = await db.getAll(...unique.map((id) => db.doc(legPath(id))));
  return new Map(
    snaps.map((snap) => {
      const leg = snap.exists ? parseRaceLeg(snap.data() ?? {}) : null;
      const label = leg
        ? [localized(leg, 'name', language), localized(leg, 'legName', language)]
            .filter(Boolean)
            .join(' – ')
        : '';
      return [snap.id, label || snap.id];
    }),
  );
}

function addressLines(address: Readonly<Record<string, string>> | null): string[] {
  if (!address) return [];
  const line = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim();
  return [
    line(address.firstName, address.lastName),
    line(address.address),
    line(address.city, address.state, address.postalCode),
    line(address.country),
  ].filter((text) => text !== '');
}

type NotRendered = 'not-provisioned' | 'no-recipient' | 'no-registration' | 'waiting-for-items';

/**
 * The confirmation of one provisioned payment as it would be sent now, with its recipient; or
 * why there is none. Shared by the trigger below and an organiser's resend
 * (organiser/resend-confirmation.ts), which sends it again under an id of its own.
 */
export async function renderedConfirmation(
  db: Firestore,
  paymentId: string,
  marker: DocumentData,
  options: { readonly withoutItems?: boolean } = {},
): Promise<{ readonly to: string; readonly mail: RenderedMail } | NotRendered> {
  if (marker.status !== 'provisioned') return 'not-provisioned';
  const uid = String(marker.uid);
  const legId = String(marker.legId);
  const [userSnap, paymentSnap, legSnap] = await db.getAll(
    db.doc(userPath(uid)),
    db.doc(paymentPath(uid, paymentId)),
    db.doc(legPath(legId)),
  );
  // Paid before Stripe's line items arrived (docs/payments.md): the payment trigger queues it
  // when checkout.session.completed merges them in.
  if (!options.withoutItems && !receiptReady(paymentSnap?.data())) return 'waiting-for-items';
  const user = userSnap?.data();
  const rawEntry = user?.subscribedRaces?.[legId];
  if (!rawEntry) return 'no-registration';
  const entry = parseSubscribedRace(legId, rawEntry);
  const to = await recipientOf(uid, user);
  if (to === null) return 'no-recipient';
  const leg = legSnap?.exists ? parseRaceLeg(legSnap.data() ?? {}) : null;
  const product = entry.raceId
    ? (await db.doc(`products/${entry.raceId}`).get()).data()
    : undefined;
  const origin = appOrigin();
  const language = mailLanguageOf(user);
  const giftEntries = Object.entries(entry.giftCodes);
  const labels = await legLabels(
    db,
    giftEntries.map(([, giftLegId]) => giftLegId),
    language,
  );
  const info = entry.raceInfo;
  const facts: ConfirmationFacts = {
    firstName: firstNameOf(user),
    // Her names in her language (docs/i18n.md, catalogue content), English when untranslated.
    raceName: localized(info, 'name', language) || (leg ? localized(leg, 'name', language) : ''),
    legName:
      localized(info, 'legName', language) || (leg ? localized(leg, 'legName', language) : ''),
    distanceKm: info.distance ?? leg?.distance ?? null,
    bibNumber: entry.bibNumber ?? Number(marker.bibNumber),
    teamName: entry.teamName && entry.teamName !== 'noTeam' ? entry.teamName : null,
    challengeStart: info.userStartDate ?? info.raceDateStart,
    challengeEnd: info.userEndDate ?? info.raceDateEnd,
    dashboardUrl: dashboardUrl(origin, legId),
    bibUrl: safeLink(product?.metadata?.bib_link),
    communityUrl: safeLink(product?.metadata?.fb_link),
    shippingAddress: addressLines(entry.shippingAddress),
    medalsShipAt: leg?.medalsShipAt ?? null,
    giftCodes: giftEntries.map(([code, giftLegId]) => ({
      code,
      leg: labels.get(giftLegId) ?? giftLegId,
    })),
    receipt: receiptOf(paymentSnap?.data() ?? {}),
  };
  return { to, mail: renderConfirmationMail(facts, language) };
}

/** Queues the confirmation of one provisioned payment; what happened, for the log and tests. */
export async function queueConfirmationMail(
  db: Firestore,
  paymentId: string,
  marker: DocumentData,
  /**
   * The reconciliation sweep's last resort for items that never came (reconcile-payments.ts):
   * she is told she is registered, with the total charged and no lines, rather than never.
   */
  options: { readonly withoutItems?: boolean } = {},
): Promise<'queued' | 'already-queued' | NotRendered> {
  if (marker.status !== 'provisioned') return 'not-provisioned';
  const id = confirmationMailId(paymentId);
  if ((await db.doc(mailPath(id)).get()).exists) return 'already-queued';
  const rendered = await renderedConfirmation(db, paymentId, marker, options);
  if (typeof rendered === 'string') return rendered;
  return queueMail(db, id, rendered.to, rendered.mail, `provisioned/${paymentId}`);
}

// Retried (trigger-retry.ts): the mail id makes a repeated run a no-op.
export const onRegistrationProvisioned = onDocumentCreated(
  { document: 'provisioned/{paymentId}', retry: true },
  reportedTrigger('onRegistrationProvisioned', async (event) => {
    if (droppedAsTooOld('onRegistrationProvisioned', event, RETRY_CUTOFF_MS.payment)) return;
    const marker = event.data?.data();
    if (!marker) return;
    const { paymentId } = event.params;
    const outcome = await queueConfirmationMail(getFirestore(), paymentId, marker);
    // Recorded beside the marker (which stays as provisioning wrote it): the payment trigger
    // queues it when the items come; an operator, and the tests, see that it waits.
    if (outcome === 'waiting-for-items')
      await getFirestore()
        .doc(confirmationWaitPath(paymentId))
        .set({ at: Timestamp.now(), eventId: event.id });
    if (outcome === 'no-recipient' || outcome === 'no-registration')
      logger.error('Registration confirmation not sent', { paymentId, outcome });
    else logger.info('Registration confirmation', { paymentId, outcome });
  }),
);
