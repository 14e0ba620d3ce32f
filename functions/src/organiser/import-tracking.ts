/**
 * `organiser-importTracking` (docs/organiser-console.md, "Medals to ship"): a file of tracking
 * numbers (bib or registration id → carrier, tracking number) for one leg. Checked whole
 * first: a bad line (medal-shipment.ts) or a line naming no finisher waiting for her medal
 * refuses the file with every such line, and nothing is written. Then each registration ships
 * in its own transaction, which reads `medal_shipments/{registrationId}` again: a medal that
 * shipped meanwhile (two imports at once, a double click) is not shipped twice. A shipment
 * writes, together, the server-only shipment record, its copy on her registration (her account
 * page shows it), her "your medal is on its way" e-mail (once per shipment: its id counts
 * them) and the audit log entry. A medal already shipped ships again only with a reason (a
 * reship), logged with the shipment before and after.
 */
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  IMPORT_TRACKING,
  ORGANISER_REFUSAL_TEXTS,
  type ImportTrackingResult,
  type UnshippableLine,
} from '../../../src/contract/callables/organiser';
import { localized } from '../../../src/contract/l10n';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import {
  parseTrackingImport,
  registrationIdOf,
  trackingUrl,
  type TrackingLine,
} from '../../../src/contract/organiser/medal-shipment';
import { mailLanguageOf } from '../mail/language';
import { mailDocument, mailPath } from '../mail/outbox';
import { firstNameOf, recipientOf } from '../mail/recipient';
import { refusalError, type Caller } from '../shared/callable';
import { rowsPath, userPath } from '../shared/paths';
import { medalShippedMailId, renderMedalShippedMail } from './medal-shipped-mail';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

/** medal_shipments/{registrationId}: a registration's shipment, server only (firestore.rules). */
export const shipmentPath = (registrationId: string): string => `medal_shipments/${registrationId}`;

interface Target {
  readonly line: TrackingLine;
  readonly uid: string;
}

/** The uid each line names: a registration id names it, a bib is looked up on the leg's rows. */
async function resolve(
  db: Firestore,
  legId: string,
  lines: readonly TrackingLine[],
): Promise<{ targets: Target[]; unshippable: UnshippableLine[] }> {
  const bibs = lines.flatMap((l) => (l.reference.kind === 'bib' ? [l.reference.bib] : []));
  const byBib = new Map<number, string>();
  for (let i = 0; i < bibs.length; i += 30) {
    const rows = await db
      .collection(rowsPath(legId))
      .where('bibNumber', 'in', bibs.slice(i, i + 30))
      .select('bibNumber')
      .get();
    for (const row of rows.docs) byBib.set(row.get('bibNumber') as number, row.id);
  }
  const targets: Target[] = [];
  const unshippable: UnshippableLine[] = [];
  const uids = lines.map((l) =>
    l.reference.kind === 'bib' ? (byBib.get(l.reference.bib) ?? null) : l.reference.uid,
  );
  const known = uids.filter((uid): uid is string => uid !== null);
  const users =
    known.length > 0 ? await db.getAll(...known.map((uid) => db.doc(userPath(uid)))) : [];
  const userOf = new Map(users.map((snapshot) => [snapshot.id, snapshot.data()]));
  lines.forEach((line, index) => {
    const uid = uids[index] ?? null;
    const raw: unknown = uid ? userOf.get(uid)?.subscribedRaces?.[legId] : undefined;
    if (!uid || typeof raw !== 'object' || raw === null) {
      unshippable.push({ line: line.line, reason: 'notFound' });
      return;
    }
    if (!parseSubscribedRace(legId, raw).completedDate)
      unshippable.push({ line: line.line, reason: 'notFinished' });
    else targets.push({ line, uid });
  });
  return { targets, unshippable };
}

/** Ships one registration; null when it shipped meanwhile (and no reship was asked). */
async function ship(
  db: Firestore,
  caller: Caller,
  legId: string,
  target: Target,
  reshipReason: string | undefined,
): Promise<ImportTrackingResult['shipped'][number] | null> {
  const { line, uid } = target;
  const registrationId = registrationIdOf(legId, uid);
  const userRef = db.doc(userPath(uid));
  const shipmentRef = db.doc(shipmentPath(registrationId));
  const userBefore = (await userRef.get()).data();
  const to = await recipientOf(uid, userBefore);
  return db.runTransaction(async (tx) => {
    const [user, shipment] = await tx.getAll(userRef, shipmentRef);
    const raw: unknown = user?.data()?.subscribedRaces?.[legId];
    if (typeof raw !== 'object' || raw === null) return null;
    const previous = shipment?.data();
    if (previous && !reshipReason) return null;
    const count = ((previous?.count as number | undefined) ?? 0) + 1;
    const shippedAt = new Date();
    const record = {
      carrier: line.carrier,
      trackingNumber: line.trackingNumber,
      shippedAt,
    };
    // She reads this document (her account page; firestore.rules): who shipped it and why a
    // reship was needed are in the audit log, not here.
    tx.set(shipmentRef, { uid, legId, ...record, count });
    tx.update(userRef, new FieldPath('subscribedRaces', legId, 'medalShipment'), record);
    const data = user?.data();
    const entry = parseSubscribedRace(legId, raw);
    const language = mailLanguageOf(data);
    const legLabel = [
      localized(entry.raceInfo, 'name', language),
      localized(entry.raceInfo, 'legName', language),
    ]
      .filter(Boolean)
      .join(' – ');
    if (to !== null) {
      const mail = renderMedalShippedMail(
        {
          firstName: firstNameOf(data),
          legLabel,
          carrier: line.carrier,
          trackingNumber: line.trackingNumber,
          trackingUrl: trackingUrl(line.carrier, line.trackingNumber),
        },
        language,
      );
      tx.create(
        db.doc(mailPath(medalShippedMailId(uid, legId, count))),
        mailDocument(to, mail, shipmentPath(registrationId)),
      );
    }
    logInTransaction(db, tx, caller, {
      action: previous ? 'medals.reship' : 'medals.ship',
      target: registrationId,
      ...(reshipReason ? { reason: reshipReason } : {}),
      before: previous
        ? { carrier: previous.carrier, trackingNumber: previous.trackingNumber }
        : null,
      after: { carrier: line.carrier, trackingNumber: line.trackingNumber },
    });
    const name = [data?.details?.firstName, data?.details?.lastName].filter(Boolean).join(' ');
    return { line: line.line, registrationId, name, reship: previous !== undefined };
  });
}

export const importTracking = organiserCallable(
  IMPORT_TRACKING,
  async ({ legId, csv, reshipReason }, caller): Promise<ImportTrackingResult> => {
    const file = parseTrackingImport(csv, legId);
    if (!file.ok)
      throw refusalError('invalid-argument', 'badFile', ORGANISER_REFUSAL_TEXTS, {
        errors: file.errors,
      });
    const db = getFirestore();
    const { targets, unshippable } = await resolve(db, legId, file.lines);
    const shipments =
      targets.length > 0
        ? await db.getAll(
            ...targets.map((t) => db.doc(shipmentPath(registrationIdOf(legId, t.uid)))),
          )
        : [];
    if (!reshipReason)
      shipments.forEach((shipment, index) => {
        if (shipment.exists)
          unshippable.push({ line: targets[index]!.line.line, reason: 'alreadyShipped' });
      });
    if (unshippable.length > 0)
      throw refusalError('failed-precondition', 'notShippable', ORGANISER_REFUSAL_TEXTS, {
        unshippable: unshippable.sort((a, b) => a.line - b.line),
      });
    const shipped: ImportTrackingResult['shipped'][number][] = [];
    for (const target of targets) {
      const done = await ship(db, caller, legId, target, reshipReason);
      if (done) shipped.push(done);
    }
    return { shipped };
  },
  { timeoutSeconds: 540 },
);
