/**
 * The organisers' callables on the emulator suite (docs/organiser-console.md; docs/security.md
 * items 78, 79): one guard refuses a participant every organiser callable, whatever she sends,
 * and she cannot give herself the claim; an organiser lists a leg's finishers waiting for their
 * medal, exports them (logged once), and imports tracking numbers: each medal ships once, with
 * one e-mail in her language and one log entry; the same file again is refused whole and writes
 * nothing; a reship needs a reason. A bad file is refused with its lines, nothing written.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationIdOf } from '../../src/contract/organiser/medal-shipment';
import { medalShippedMailId } from '../../functions/src/organiser/medal-shipped-mail';
import { adminDb, callFunction, signUp, uniqueId, waitFor } from './support/emulators';
import { signInAgain } from './support/file-fixtures';
import { mailTo } from './support/inbox';

const db = adminDb();

const ORGANISER_CALLABLES = [
  'organiser-medalsToShip',
  'organiser-importTracking',
  'organiser-lookupParticipant',
  'sendNews',
];

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

const LEG = `price_${uniqueId('itorg')}`;
const FINISHED = Timestamp.fromDate(new Date('2026-11-02T15:00:00Z'));

interface Racer {
  readonly uid: string;
  readonly email: string;
  readonly bib: number;
}

/** A participant registered on LEG with bib `bib`, finished or not, in `language`. */
async function racer(bib: number, finished: boolean, language: 'en' | 'fr' = 'en'): Promise<Racer> {
  const uid = uniqueId('it-org-');
  const email = `${uid}@example.test`;
  await db.doc(`users/${uid}`).set({
    email,
    createdAt: Timestamp.now(),
    language,
    details: { firstName: `Racer${bib}`, lastName: 'Test' },
    subscribedRaces: {
      [LEG]: {
        raceId: 'prod_it',
        raceInfo: {
          name: 'Organiser Test Run',
          legName: '1,000 km Leg',
          fr: { name: 'Course test', legName: 'Parcours de 1 000 km' },
        },
        bibNumber: bib,
        teamName: 'noTeam',
        boughtProducts: { prod_socks: 'Maple Leaf Socks' },
        shippingAddress: {
          firstName: `Racer${bib}`,
          lastName: 'Test',
          address: '1 Main St',
          country: 'CA',
          state: 'ON',
          city: 'Ottawa',
          postalCode: 'K1A 0A1',
          phoneNumber: '613-555-0100',
        },
        ...(finished ? { completedDate: FINISHED } : {}),
      },
    },
  });
  await db.doc(`races/${LEG}/subscribedUsers/${uid}`).set({
    firstName: `Racer${bib}`,
    lastName: 'Test',
    bibNumber: bib,
    teamName: 'noTeam',
    totalDistance: finished ? 1000 : 10,
    times: {},
    ...(finished ? { completedDate: FINISHED } : {}),
  });
  return { uid, email, bib };
}

async function organiser(): Promise<{ uid: string; idToken: string }> {
  const { uid, email } = await signUp();
  await getAuth().setCustomUserClaims(uid, { admin: true });
  return { uid, idToken: await signInAgain(email) };
}

const logOf = async (byUid: string) =>
  (await db.collection('organiser_log').where('by.uid', '==', byUid).get()).docs.map((d) =>
    d.data(),
  );

describe('organiser callables refuse participants', () => {
  it.each(ORGANISER_CALLABLES)(
    '78. a participant calling %s is answered permission-denied, nothing read',
    async (name) => {
      const { idToken } = await signUp();
      for (const data of [{}, { legId: LEG, format: 'csv', csv: 'bib', query: 'runner' }]) {
        const answer = await callFunction(name, data, idToken);
        expect(answer.error?.status).toBe('PERMISSION_DENIED');
        expect(answer.result).toBeUndefined();
      }
    },
  );

  it('78. a participant cannot give herself the claim', async () => {
    const { uid, email, idToken } = await signUp();
    const response = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken, customAttributes: JSON.stringify({ admin: true }) }),
      },
    );
    expect(response.ok).toBe(false);
    expect((await getAuth().getUser(uid)).customClaims?.admin).toBeUndefined();
    const again = await signInAgain(email);
    const answer = await callFunction('organiser-lookupParticipant', { query: 'runner' }, again);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('medals to ship', () => {
  let org: { uid: string; idToken: string };
  let done: Racer;
  let french: Racer;
  let running: Racer;

  beforeAll(async () => {
    [org, done, french, running] = await Promise.all([
      organiser(),
      racer(101, true),
      racer(102, true, 'fr'),
      racer(103, false),
    ]);
  });

  it('lists the finishers waiting for their medal, and logs an export once', async () => {
    const list = await callFunction(
      'organiser-medalsToShip',
      { legId: LEG, format: 'list' },
      org.idToken,
    );
    const rows = list.result?.rows as { uid: string; city: string; extras: string[] }[];
    expect(rows.map((r) => r.uid).sort()).toEqual([done.uid, french.uid].sort());
    expect(rows[0]).toMatchObject({ city: 'Ottawa', extras: ['Maple Leaf Socks'] });
    expect(await logOf(org.uid)).toEqual([]);

    const exported = await callFunction(
      'organiser-medalsToShip',
      { legId: LEG, format: 'csv', country: 'CA' },
      org.idToken,
    );
    expect(String(exported.result?.csv)).toContain(
      `${registrationIdOf(LEG, done.uid)},101,Racer101`,
    );
    const log = await logOf(org.uid);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'medals.export', target: `races/${LEG}` });
  });

  it('refuses a bad file with its lines, and one naming no finisher, writing nothing', async () => {
    const bad = await callFunction(
      'organiser-importTracking',
      { legId: LEG, csv: 'bib,carrier,trackingNumber\n101,Pony,123456789' },
      org.idToken,
    );
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    const unshippable = await callFunction(
      'organiser-importTracking',
      {
        legId: LEG,
        csv: 'bib,carrier,trackingNumber\n101,UPS,1Z0000000000000101\n103,UPS,1Z0000000000000103\n999,UPS,1Z0000000000000999',
      },
      org.idToken,
    );
    expect(unshippable.error?.status).toBe('FAILED_PRECONDITION');
    expect((unshippable.error as { details?: unknown } | undefined)?.details).toMatchObject({
      refusal: 'notShippable',
      unshippable: [
        { line: 3, reason: 'notFinished' },
        { line: 4, reason: 'notFound' },
      ],
    });
    expect((await db.doc(`medal_shipments/${registrationIdOf(LEG, done.uid)}`).get()).exists).toBe(
      false,
    );
  });

  it('ships each medal once, with one e-mail in her language; a reship needs a reason', async () => {
    const file = [
      'registrationId,bib,carrier,trackingNumber',
      `${registrationIdOf(LEG, done.uid)},,Canada Post,7023 2100 3941 4604`,
      `,102,Purolator,329000000102`,
    ].join('\r\n');
    const first = await callFunction(
      'organiser-importTracking',
      { legId: LEG, csv: file },
      org.idToken,
    );
    expect(first.result?.shipped).toMatchObject([
      { line: 2, registrationId: registrationIdOf(LEG, done.uid), reship: false },
      { line: 3, registrationId: registrationIdOf(LEG, french.uid), reship: false },
    ]);
    const user = (await db.doc(`users/${done.uid}`).get()).data();
    expect(user?.subscribedRaces[LEG].medalShipment).toMatchObject({
      carrier: 'canada-post',
      trackingNumber: '7023210039414604',
    });

    const english = await waitFor('her e-mail', async () => {
      const mails = await mailTo(done.email);
      return mails.length > 0 && mails;
    });
    expect(english[0]?.subject).toBe('Your medal is on its way: Organiser Test Run – 1,000 km Leg');
    expect(english[0]?.text).toContain('searchFor=7023210039414604');
    const inFrench = await waitFor('her French e-mail', async () => {
      const mails = await mailTo(french.email);
      return mails.length > 0 && mails;
    });
    expect(inFrench[0]?.subject).toBe(
      'Votre médaille est en route\u00a0: Course test – Parcours de 1 000 km',
    );

    const again = await callFunction(
      'organiser-importTracking',
      { legId: LEG, csv: file },
      org.idToken,
    );
    expect(again.error?.status).toBe('FAILED_PRECONDITION');
    expect((again.error as { details?: unknown } | undefined)?.details).toMatchObject({
      unshippable: [
        { line: 2, reason: 'alreadyShipped' },
        { line: 3, reason: 'alreadyShipped' },
      ],
    });
    expect((await db.doc(`mail/${medalShippedMailId(done.uid, LEG, 2)}`).get()).exists).toBe(false);
    const shipped = (await logOf(org.uid)).filter((e) => e.action === 'medals.ship');
    expect(shipped.map((e) => e.target).sort()).toEqual(
      [registrationIdOf(LEG, done.uid), registrationIdOf(LEG, french.uid)].sort(),
    );

    const reship = await callFunction(
      'organiser-importTracking',
      {
        legId: LEG,
        csv: `bib,carrier,trackingNumber\n101,UPS,1Z999AA10123456784`,
        reshipReason: 'Returned to sender: wrong apartment number',
      },
      org.idToken,
    );
    expect(reship.result?.shipped).toMatchObject([{ line: 2, reship: true }]);
    expect((await db.doc(`mail/${medalShippedMailId(done.uid, LEG, 2)}`).get()).exists).toBe(true);
    const reshipped = (await logOf(org.uid)).filter((e) => e.action === 'medals.reship');
    expect(reshipped).toEqual([
      expect.objectContaining({
        reason: 'Returned to sender: wrong apartment number',
        before: { carrier: 'canada-post', trackingNumber: '7023210039414604' },
        after: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      }),
    ]);
    const list = await callFunction(
      'organiser-medalsToShip',
      { legId: LEG, format: 'list' },
      org.idToken,
    );
    expect(list.result?.rows).toEqual([]);
  });

  it('looks a participant up by e-mail and by name, with her trackers, and logs it', async () => {
    const stravaId = uniqueId('strava');
    await db.doc(`tracker_links/strava_${stravaId}`).set({
      uid: done.uid,
      provider: 'strava',
      providerUserId: stravaId,
    });
    const byEmail = await callFunction(
      'organiser-lookupParticipant',
      { query: done.email },
      org.idToken,
    );
    const [found] = byEmail.result?.participants as {
      uid: string;
      registrations: { bib: number; extras: string[] }[];
    }[];
    expect(found?.uid).toBe(done.uid);
    expect(found?.registrations[0]).toMatchObject({ bib: 101, extras: ['Maple Leaf Socks'] });
    expect((found as { trackers?: unknown } | undefined)?.trackers).toEqual([
      { provider: 'strava', lastEvent: null },
    ]);
    const byName = await callFunction(
      'organiser-lookupParticipant',
      { query: 'racer103 test' },
      org.idToken,
    );
    expect((byName.result?.participants as { uid: string }[]).map((p) => p.uid)).toContain(
      running.uid,
    );
    expect((await logOf(org.uid)).filter((e) => e.action === 'participant.lookup')).toHaveLength(2);
  });
});
