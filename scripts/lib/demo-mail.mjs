/**
 * The demo e-mails (README, "E-mail"): after `npm start` seeds the demo data, two demo
 * participants go through what sends each e-mail, the way the product does it (the callables,
 * the activity trigger, the Strava stand-in), so the local inbox shows one of each at once:
 *   - Morgan Mailbox (English) redeems a gift code → "registration confirmed";
 *     logs a run past the first milestone of her leg → a milestone postcard;
 *     connects Strava at the stand-in, then removes access there → "tracker trouble".
 *   - Jules Courriel (French) is 1 km from the end of the 250 km leg (a row created so, as the
 *     seed's: no mail), logs 2 km → the finish postcard and the finisher e-mail, in French;
 *     sends her unused gift code to a friend → the gift e-mail, in French.
 *   - Both said yes to news at sign-up, and confirmed it as the product asks (docs/privacy.md,
 *     "News consent"): Morgan by the button behind the link of the confirmation e-mail (which
 *     she receives), Jules by a verified sign-in; a demo organiser sends one news → a news
 *     e-mail each, with the one-click unsubscribe.
 * Nothing here writes a mail document: every e-mail comes from the functions.
 * Idempotent: a second run finds everything done and sends nothing more.
 */
import { legById, milestonesIdFor } from '../seed/race-defs.mjs';

const LEG = 'price_tbcr25_250km';
const MORGAN_EMAIL = 'morgan.mailbox@example.com';
const JULES_EMAIL = 'jules.courriel@example.com';
const FRIEND_EMAIL = 'ami.de.jules@example.com';
const ORGANISER_EMAIL = 'organiser.demo@example.com';
const PASSWORD = 'demo-mail-1';
const REDEEMED_CODE = 'GIFT-MAIL-1';
const SENT_CODE = 'GIFT-MAIL-2';
const MORGAN_ATHLETE = '424242001';

const ADDRESS = {
  address: '350 Sparks Street',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1R 7S8',
  phoneNumber: '613-555-0142',
};

/**
 * @typedef {{ projectId: string, authHost: string, functionsOrigin: string,
 *   db: import('firebase-admin/firestore').Firestore,
 *   auth: import('firebase-admin/auth').Auth }} DemoMailContext
 */

/**
 * A times entry as the activity log writes it (docs/product.md §P3): key `{loggedAt ms}_{day}`, the day's
 * noon UTC as its date.
 * @param {number} km @param {number} minutes @param {Date} on
 */
async function activity(km, minutes, on) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const day = on.toISOString().slice(0, 10);
  return {
    key: `${on.getTime()}_${day}`,
    entry: {
      date: Timestamp.fromDate(new Date(`${day}T12:00:00Z`)),
      distance: km,
      distanceType: 'Km',
      duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds: 0 },
    },
  };
}

/** Adds one activity to a row: one times key, the total raised by as much. */
async function logActivity(row, km, minutes) {
  const { FieldPath, FieldValue } = await import('firebase-admin/firestore');
  const { key, entry } = await activity(km, minutes, new Date());
  await row.update(new FieldPath('times', key), entry, 'totalDistance', FieldValue.increment(km));
}

/** An Auth emulator ID token for a participant (created with the demo password if new). */
async function idTokenFor(ctx, email) {
  const base = `http://${ctx.authHost}/identitytoolkit.googleapis.com/v1`;
  const post = (path) =>
    fetch(`${base}/${path}?key=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    }).then(async (response) => ({ ok: response.ok, body: await response.json() }));
  const signedIn = await post('accounts:signInWithPassword');
  const answer = signedIn.ok ? signedIn : await post('accounts:signUp');
  if (!answer.ok) throw new Error(`Auth emulator refused ${email}: ${JSON.stringify(answer.body)}`);
  return { uid: answer.body.localId, idToken: answer.body.idToken };
}

async function callable(ctx, name, data, idToken) {
  const response = await fetch(`${ctx.functionsOrigin}/${ctx.projectId}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${name}: ${body.error.message}`);
  return body.result;
}

/** The user document the app writes at first sign-in, with her address (docs/product.md §R3). */
async function profile(ctx, uid, email, firstName, lastName, language) {
  const ref = ctx.db.doc(`users/${uid}`);
  if ((await ref.get()).exists) return;
  await ref.set({
    email,
    createdAt: new Date(),
    agreedToTerms: true,
    language,
    details: { firstName, lastName, ...ADDRESS },
    // Both said yes to news at sign-up (the box is unticked by default; CASL consent recorded).
    mailPreferences: { postcards: true, news: { consent: true, at: new Date(), source: 'signup' } },
  });
}

/**
 * Her yes to news confirmed the way the product does it: by a verified sign-in (the Auth
 * emulator marks the address verified, then she signs in again), or by the confirmation e-mail:
 * its link opens a page whose button POSTs back, which is what pressing it does.
 * @param {'verifiedSignIn' | 'link'} by
 */
async function confirmNews(ctx, email, by) {
  if (by === 'verifiedSignIn') {
    const { uid } = await idTokenFor(ctx, email);
    await ctx.auth.updateUser(uid, { emailVerified: true });
  }
  const { uid, idToken } = await idTokenFor(ctx, email);
  const { status } = await callable(ctx, 'requestNewsConfirmation', {}, idToken);
  if (status !== 'sent') return;
  const mails = await ctx.db.collection('mail').where('cause', '==', `news-confirm/${uid}`).get();
  const texts = mails.docs.map((doc) => String(doc.data().message?.text ?? ''));
  const link = texts
    .map((text) => /(https?:\/\/\S+\/confirmNews\?\S+)/.exec(text)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const pressed = await fetch(link, { method: 'POST' });
  if (!pressed.ok) throw new Error(`confirmNews answered ${pressed.status}`);
}

/**
 * An organiser (custom claim admin, README "E-mail") sends one news through sendNews: it goes to
 * those who said yes, Morgan in English and Jules in French, with the one-click unsubscribe.
 */
async function news(ctx) {
  const first = await idTokenFor(ctx, ORGANISER_EMAIL);
  await ctx.auth.setCustomUserClaims(first.uid, { admin: true });
  const { idToken } = await idTokenFor(ctx, ORGANISER_EMAIL); // a token that carries the claim
  await callable(
    ctx,
    'sendNews',
    {
      newsId: 'demo-ride-2026',
      en: {
        subject: 'The Big Canada Ride opens for 2026',
        text: 'Registration for the 2026 ride across the Rockies opens next week.\n\nEarly-bird prices last until the end of January.',
      },
      fr: {
        subject: 'Le Grand Tour du Canada à vélo ouvre pour 2026',
        text: 'Les inscriptions au tour des Rocheuses 2026 ouvrent la semaine prochaine.\n\nLes prix de lancement durent jusqu’à la fin de janvier.',
      },
    },
    idToken,
  );
}

/** Morgan: redeems Jules's gift code, passes a milestone, connects Strava and revokes it there. */
async function morgan(ctx, julesUid) {
  const { race } = legById(LEG);
  const { uid, idToken } = await idTokenFor(ctx, MORGAN_EMAIL);
  await profile(ctx, uid, MORGAN_EMAIL, 'Morgan', 'Mailbox', 'en');
  const registered = (await ctx.db.doc(`users/${uid}`).get()).data()?.subscribedRaces?.[LEG];
  if (!registered) {
    await ctx.db
      .doc(`giftcodes/${REDEEMED_CODE}`)
      .set({ used: false, legId: LEG, purchasedBy: julesUid, createdAt: new Date() });
    await callable(
      ctx,
      'redeemGiftCode',
      {
        code: REDEEMED_CODE,
        legId: LEG,
        raceId: race.productId,
        raceUrl: race.url,
        teamChoice: 'noTeam',
        teamName: '',
        teamCode: '',
        referral_link: '',
      },
      idToken,
    );
  }
  // A run past the leg's first milestone, as the activity log writes it (one times key, the
  // total raised by as much).
  const row = ctx.db.doc(`races/${LEG}/subscribedUsers/${uid}`);
  const milestones = (await ctx.db.doc(`milestones/${milestonesIdFor(LEG)}`).get()).data();
  const first = Math.min(...(milestones?.milestones ?? []).map((m) => Number(m.distance)));
  const total = Number((await row.get()).data()?.totalDistance ?? 0);
  if (Number.isFinite(first) && total < first)
    await logActivity(row, Math.ceil(first - total + 1), 45);
  await stravaRevoked(ctx, idToken);
}

/** Morgan connects Strava at the stand-in, then removes the app's access there. */
async function stravaRevoked(ctx, idToken) {
  const standIn = `${ctx.functionsOrigin}/${ctx.projectId}/us-central1/localProvider/strava`;
  const inbox = await ctx.db
    .collection('tracker_inbox')
    .where('provider', '==', 'strava')
    .where('objectId', '==', MORGAN_ATHLETE)
    .limit(1)
    .get();
  if (!inbox.empty) return;
  const form = (path, fields) =>
    fetch(`${standIn}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const authorized = await form('oauth/authorize', {
    redirect_uri: 'http://localhost:5173/sconfirm',
    state: '',
    athlete: MORGAN_ATHLETE,
    action: 'authorize',
    activity_read: 'on',
  });
  const back = new URL(authorized.headers.get('location') ?? '', 'http://localhost');
  await callable(
    ctx,
    'strava-exchangeAuthorizationCode',
    { code: back.searchParams.get('code'), scope: back.searchParams.get('scope') },
    idToken,
  );
  const revoked = await form(`athletes/${MORGAN_ATHLETE}/deauthorize`, {});
  if (revoked.status !== 303) throw new Error(`the Strava stand-in answered ${revoked.status}`);
}

/** Jules (French): 1 km from the end, logs 2 km; sends her unused gift code to a friend. */
async function jules(ctx) {
  const { race, leg } = legById(LEG);
  const { uid, idToken } = await idTokenFor(ctx, JULES_EMAIL);
  await profile(ctx, uid, JULES_EMAIL, 'Jules', 'Courriel', 'fr');
  const row = ctx.db.doc(`races/${LEG}/subscribedUsers/${uid}`);
  if (!(await row.get()).exists) {
    const start = await activity(leg.distance - 1, 20 * 60, new Date(Date.now() - 30 * 86_400_000));
    await ctx.db.doc(`giftcodes/${SENT_CODE}`).set({
      used: false,
      legId: LEG,
      purchasedBy: uid,
      createdAt: new Date(),
    });
    await ctx.db.doc(`users/${uid}`).update({
      [`subscribedRaces.${LEG}`]: {
        raceId: race.productId,
        legId: LEG,
        raceInfo: { name: race.name, legName: leg.legName, distance: leg.distance, url: race.url },
        bibNumber: 9001,
        stravaLink: false,
        completedDate: null,
        teamName: 'noTeam',
        teamChoice: 'noTeam',
        giftCodes: { [REDEEMED_CODE]: LEG, [SENT_CODE]: LEG },
        boughtProducts: {},
      },
    });
    // Created 1 km short of the end, as the seed creates its rows: a created row sends nothing.
    await row.set({
      firstName: 'Jules',
      lastName: 'Courriel',
      bibNumber: 9001,
      teamName: 'noTeam',
      totalDistance: leg.distance - 1,
      times: { [start.key]: start.entry },
    });
  }
  const total = Number((await row.get()).data()?.totalDistance ?? 0);
  if (total < leg.distance) await logActivity(row, 2, 12);
  const sent = await ctx.db.collection('mail').where('to', '==', FRIEND_EMAIL).limit(1).get();
  if (sent.empty)
    await callable(
      ctx,
      'sendGiftCode',
      { code: SENT_CODE, email: FRIEND_EMAIL, message: 'On court ensemble cet été?' },
      idToken,
    );
  return uid;
}

/** Every demo e-mail's cause, once; resolves when each was handed to the functions. */
export async function sendDemoMail(ctx) {
  await morgan(ctx, await jules(ctx));
  await confirmNews(ctx, MORGAN_EMAIL, 'link');
  await confirmNews(ctx, JULES_EMAIL, 'verifiedSignIn');
  await news(ctx);
}

export const DEMO_MAIL_RECIPIENTS = { MORGAN_EMAIL, JULES_EMAIL, FRIEND_EMAIL };
