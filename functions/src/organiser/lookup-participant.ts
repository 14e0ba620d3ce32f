/**
 * `organiser-lookupParticipant` (docs/organiser-console.md, "Participant lookup"): read-only,
 * finds participants by e-mail, name, bib or gift code and gathers what support needs to answer
 * her: contact details, each registration (leg, bib, team, the payment and its id, the gift
 * codes bought with it and who used them, extras, the order's address, kilometres, activities
 * and the last one, the medal's shipment), each tracker with the last event received and its
 * outcome, the e-mails queued for her with their delivery state, her consent and visibility
 * choices, and whether her account deletion began. Each lookup is written to the audit log (it
 * reads personal data). Organisers only (organiser-callable.ts).
 */
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  LOOKUP_PARTICIPANT,
  type LookupParticipantSummary,
  type LookupRegistration,
  type LookupResult,
} from '../../../src/contract/callables/organiser';
import { dayOfTimesEntry } from '../../../src/contract/activity-day';
import { isSafeDocId } from '../../../src/contract/document-id';
import { parsePayment } from '../../../src/contract/docs/payment';
import { parseTrackerLink } from '../../../src/contract/docs/tracker-link';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import { millisOf, toText } from '../../../src/contract/docs/values';
import { parseMailPreferences } from '../../../src/contract/mail-preferences';
import {
  registrationIdOf,
  parseMedalShipment,
} from '../../../src/contract/organiser/medal-shipment';
import { deletionPath, paymentPath, rowPath, userPath } from '../shared/paths';
import { organiserCallable } from './organiser-callable';
import { logOrganiserAction } from './organiser-log';

/** The most participants one search returns (a common name): refine the search beyond that. */
const MAX_MATCHES = 10;

const isoOf = (value: unknown): string | null => {
  const ms = millisOf(value);
  return ms === null ? null : new Date(ms).toISOString();
};
const dateOf = (value: unknown): Date | null => {
  const ms = millisOf(value);
  return ms === null ? null : new Date(ms);
};

const capitalised = (word: string) =>
  word ? word[0]!.toLocaleUpperCase('en-CA') + word.slice(1) : word;

/** The uids a search names, at most MAX_MATCHES. */
async function matchingUids(db: Firestore, query: string): Promise<string[]> {
  const found = new Set<string>();
  const users = db.collection('users');
  const add = (ids: Iterable<string>) => {
    for (const id of ids) if (found.size < MAX_MATCHES) found.add(id);
  };
  if (query.includes('@')) {
    for (const email of new Set([query, query.toLowerCase()])) {
      const snapshot = await users.where('email', '==', email).limit(MAX_MATCHES).get();
      add(snapshot.docs.map((doc) => doc.id));
    }
    return [...found];
  }
  if (/^\d{1,9}$/.test(query)) {
    const legs = await db.collection('races').select().get();
    for (const leg of legs.docs) {
      const rows = await leg.ref
        .collection('subscribedUsers')
        .where('bibNumber', '==', Number(query))
        .select()
        .get();
      add(rows.docs.map((doc) => doc.id));
    }
  }
  const code = query.toUpperCase();
  if (/^[A-Z0-9-]{4,64}$/.test(code) && isSafeDocId(code)) {
    const [gift, redemption] = await db.getAll(
      db.doc(`giftcodes/${code}`),
      db.doc(`giftcode_redemptions/${code}`),
    );
    const buyer = toText(gift?.get('purchasedBy'));
    const user = redemption?.get('usedBy') as { id?: unknown } | undefined;
    add([buyer, toText(user?.id)].filter(Boolean));
  }
  const words = query.split(/\s+/).filter(Boolean).map(capitalised);
  if (words.length === 1) {
    for (const field of ['details.firstName', 'details.lastName']) {
      const snapshot = await users.where(field, '==', words[0]).limit(MAX_MATCHES).get();
      add(snapshot.docs.map((doc) => doc.id));
    }
  } else if (words.length >= 2) {
    const snapshot = await users
      .where('details.firstName', '==', words[0])
      .where('details.lastName', '==', words.slice(1).join(' '))
      .limit(MAX_MATCHES)
      .get();
    add(snapshot.docs.map((doc) => doc.id));
  }
  return [...found];
}

async function registrationOf(
  db: Firestore,
  uid: string,
  legId: string,
  raw: unknown,
  provisioned: readonly DocumentData[],
): Promise<LookupRegistration> {
  const entry = parseSubscribedRace(legId, raw);
  const row = (await db.doc(rowPath(legId, uid)).get()).data();
  const times = (row?.times ?? {}) as Record<string, unknown>;
  const days = Object.entries(times)
    .map(([key, value]) => dayOfTimesEntry(key, value))
    .filter((day): day is string => day !== null)
    .sort();
  const marker = provisioned.find((m) => m.legId === legId && m.status === 'provisioned');
  const paymentId = toText(marker?.paymentId);
  const payment = paymentId ? (await db.doc(paymentPath(uid, paymentId)).get()).data() : undefined;
  const parsedPayment = payment ? parsePayment(payment) : null;
  const codes = Object.entries(entry.giftCodes);
  const redemptions =
    codes.length > 0
      ? await db.getAll(...codes.map(([code]) => db.doc(`giftcode_redemptions/${code}`)))
      : [];
  const address = entry.shippingAddress;
  const legs = entry.raceId
    ? (await db.collection(`products/${entry.raceId}/prices`).get()).docs
    : [];
  const shipment = parseMedalShipment((raw as DocumentData).medalShipment, dateOf);
  return {
    registrationId: registrationIdOf(legId, uid),
    legId,
    label: [entry.raceInfo.name, entry.raceInfo.legName].filter(Boolean).join(' – '),
    bib: entry.bibNumber,
    teamName: entry.teamName,
    completedAt: entry.completedDate?.toISOString() ?? null,
    totalKm: typeof row?.totalDistance === 'number' ? row.totalDistance : null,
    activities: days.length,
    lastActivityDay: days.at(-1) ?? null,
    extras: Object.values(entry.boughtProducts),
    shippingAddress: address
      ? [
          `${address.firstName} ${address.lastName}`.trim(),
          address.address,
          address.city,
          address.state,
          address.postalCode,
          address.country,
        ]
          .filter(Boolean)
          .join(', ')
      : '',
    address,
    medalShipment: shipment
      ? {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl,
        }
      : null,
    payment: marker
      ? {
          paymentId,
          amountCents: parsedPayment?.amountReceived ?? null,
          currency: parsedPayment?.currency ?? '',
          status: parsedPayment?.status ?? '',
          endedAt: isoOf(marker.endedAt),
        }
      : null,
    // Given by an organiser (give-complimentary.ts): marked on the registration itself.
    complimentary: (raw as DocumentData).complimentary === true,
    otherLegs: legs
      .filter(
        (leg) => leg.id !== legId && leg.id.startsWith('price_') && leg.get('active') !== false,
      )
      .map((leg) => ({ legId: leg.id, label: toText(leg.get('description')) || leg.id })),
    giftCodes: codes.map(([code, codeLeg], index) => {
      const usedBy = redemptions[index]?.get('usedBy') as { email?: unknown } | undefined;
      return { code, legId: codeLeg, usedBy: usedBy ? toText(usedBy.email) || '?' : null };
    }),
  };
}

/**
 * Her tracker connections (tracker_links/{provider}_{id}, which name the provider account a
 * webhook event names: docs/trackers.md) and the last inbox event of each, with its outcome.
 */
async function trackersOf(db: Firestore, uid: string) {
  const links = await db.collection('tracker_links').where('uid', '==', uid).get();
  return Promise.all(
    links.docs.map(async (doc) => {
      // The query named her uid: the link names her.
      const link = parseTrackerLink(doc.data()) ?? { uid, provider: '', providerUserId: '' };
      const events = await db
        .collection('tracker_inbox')
        .where('provider', '==', link.provider)
        .where('ownerId', '==', link.providerUserId)
        .limit(200)
        .get();
      const last = events.docs
        .map((event) => event.data())
        .sort((a, b) => (millisOf(b.receivedAt) ?? 0) - (millisOf(a.receivedAt) ?? 0))[0];
      return {
        provider: link.provider,
        lastEvent: last
          ? {
              receivedAt: isoOf(last.receivedAt) ?? '',
              kind: `${toText(last.kind)} ${toText(last.aspect)}`.trim(),
              status: toText(last.status),
              lastError: typeof last.lastError === 'string' ? last.lastError : null,
            }
          : null,
      };
    }),
  );
}

async function summaryOf(db: Firestore, uid: string): Promise<LookupParticipantSummary | null> {
  const [userSnapshot, deletion] = await db.getAll(
    db.doc(userPath(uid)),
    db.doc(deletionPath(uid)),
  );
  const user = userSnapshot?.data();
  if (!user) return null;
  const email = toText(user.email);
  const provisioned = (await db.collection('provisioned').where('uid', '==', uid).get()).docs.map(
    (doc) => doc.data(),
  );
  const races = (user.subscribedRaces ?? {}) as Record<string, unknown>;
  const registrations = await Promise.all(
    Object.entries(races)
      .filter(([legId, raw]) => legId.startsWith('price_') && typeof raw === 'object' && raw)
      .map(([legId, raw]) => registrationOf(db, uid, legId, raw, provisioned)),
  );
  const mails = email
    ? (await db.collection('mail').where('to', '==', email).limit(200).get()).docs
        .map((doc) => ({
          id: doc.id,
          subject: toText(doc.get('message.subject')),
          createdAt: isoOf(doc.get('createdAt')),
          state: toText(doc.get('delivery.state'), 'QUEUED'),
        }))
        .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
        .slice(0, 30)
    : [];
  const preferences = parseMailPreferences(user.mailPreferences);
  const details = (user.details ?? {}) as DocumentData;
  return {
    uid,
    email,
    name: [toText(details.firstName), toText(details.lastName)].filter(Boolean).join(' '),
    phoneNumber: toText(details.phoneNumber),
    language: user.language === 'fr' ? 'fr' : 'en',
    createdAt: isoOf(user.createdAt),
    registrations: registrations.sort((a, b) => a.legId.localeCompare(b.legId)),
    trackers: await trackersOf(db, uid),
    mails,
    newsConsent: preferences.news ? preferences.news.consent : null,
    postcards: preferences.postcards,
    leaderboardName: toText(user.leaderboardName, 'full'),
    deletion: deletion?.exists ? toText(deletion.get('state'), 'pending') : null,
  };
}

export const lookupParticipant = organiserCallable(
  LOOKUP_PARTICIPANT,
  async ({ query }, caller): Promise<LookupResult> => {
    const db = getFirestore();
    const uids = await matchingUids(db, query);
    const participants = (await Promise.all(uids.map((uid) => summaryOf(db, uid)))).filter(
      (p): p is LookupParticipantSummary => p !== null,
    );
    await logOrganiserAction(db, caller, {
      action: 'participant.lookup',
      target: `search: ${query}`,
      after: { found: participants.map((p) => p.uid) },
    });
    return { participants };
  },
);
