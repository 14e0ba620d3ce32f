/**
 * The home banner and the medal page's spots left set from race setup (docs/organiser-console.md,
 * "Race setup"; docs/security.md items 78, 79), on the emulator suite: a participant and a
 * visitor are refused; a bad link, a bad number or no reason writes nothing; a good value is
 * written as the app reads it and logged once with before and after; the same again is
 * `unchanged`. It changes options documents every participant reads, so it runs alone
 * (`integration-shared`, docs/testing.md) and puts them back as they were.
 */
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHomeBanner, parseSpotsLeft } from '../../src/contract/docs/options';
import {
  adminDb,
  callFunction,
  newParticipant,
  signUp,
  type Participant,
} from './support/emulators';
import { signInAgain } from './support/file-fixtures';

const db = adminDb();
const OPTIONS = 'organiser-updateSiteOptions';
const BANNER_PATH = 'options/homeBanner';
const SPOTS_PATH = 'options/cccSpotsLeft';

const banner = {
  imageUrl: 'https://example.test/banner.png',
  imageLink: 'https://example.test/register',
  imageAlt: 'Register for the spring run',
  imageAltFr: 'Inscrivez-vous à la course du printemps',
};

describe('an organiser sets the home banner and the spots left', () => {
  let org: { uid: string; idToken: string };
  let her: Participant;
  const kept = new Map<string, FirebaseFirestore.DocumentData | undefined>();

  beforeAll(async () => {
    for (const path of [BANNER_PATH, SPOTS_PATH]) kept.set(path, (await db.doc(path).get()).data());
    await db.doc(SPOTS_PATH).set({ spotsLeft: 137 });
    const organiser = await signUp();
    await getAuth().setCustomUserClaims(organiser.uid, { admin: true });
    org = { uid: organiser.uid, idToken: await signInAgain(organiser.email) };
    her = await newParticipant(db, 'Opal');
  });

  afterAll(async () => {
    for (const [path, data] of kept)
      await (data === undefined ? db.doc(path).delete() : db.doc(path).set(data));
  });

  const logOf = async () =>
    (await db.collection('organiser_log').where('by.uid', '==', org.uid).get()).docs.map((d) =>
      d.data(),
    );

  it('78. refuses a participant and a visitor; nothing written', async () => {
    const request = { option: 'cccSpotsLeft', spotsLeft: 12, reason: 'Count' };
    expect((await callFunction(OPTIONS, request, her.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await callFunction(OPTIONS, request)).error?.status).toBe('UNAUTHENTICATED');
    expect((await db.doc(SPOTS_PATH).get()).data()).toEqual({ spotsLeft: 137 });
  });

  it('refuses a link not on https, a number that is not a whole one from 0, and no reason: nothing written', async () => {
    const before = (await db.doc(BANNER_PATH).get()).data();
    const cases: [unknown, string | undefined][] = [
      [
        { option: 'homeBanner', banner: { ...banner, imageLink: 'http://x.test' }, reason: 'r' },
        'imageLink',
      ],
      [
        {
          option: 'homeBanner',
          banner: { ...banner, imageUrl: 'javascript:alert(1)' },
          reason: 'r',
        },
        'imageUrl',
      ],
      [{ option: 'homeBanner', banner: { ...banner, imageAlt: ' ' }, reason: 'r' }, 'imageAlt'],
      [{ option: 'cccSpotsLeft', spotsLeft: -1, reason: 'r' }, 'spotsLeft'],
      [{ option: 'cccSpotsLeft', spotsLeft: 2.5, reason: 'r' }, 'spotsLeft'],
      [{ option: 'cccSpotsLeft', spotsLeft: '12', reason: 'r' }, 'spotsLeft'],
      [{ option: 'cccSpotsLeft', spotsLeft: 12, reason: ' ' }, undefined],
    ];
    for (const [request, field] of cases) {
      const answer = await callFunction(OPTIONS, request, org.idToken);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
      if (field)
        expect((answer.error as { details?: unknown } | undefined)?.details).toMatchObject({
          refusal: 'badOption',
          field,
        });
    }
    expect((await db.doc(BANNER_PATH).get()).data()).toEqual(before);
    expect((await db.doc(SPOTS_PATH).get()).data()).toEqual({ spotsLeft: 137 });
    expect(await logOf()).toEqual([]);
  });

  it('saves each as the app reads it, logged once with before and after; the same again is unchanged', async () => {
    const before = parseHomeBanner((await db.doc(BANNER_PATH).get()).data());
    const saved = await callFunction(
      OPTIONS,
      { option: 'homeBanner', banner, reason: 'Spring campaign' },
      org.idToken,
    );
    expect(saved.result).toEqual({ outcome: 'saved' });
    expect(parseHomeBanner((await db.doc(BANNER_PATH).get()).data())).toEqual({
      imageUrl: banner.imageUrl,
      imageLink: banner.imageLink,
      imageAlt: banner.imageAlt,
      fr: { imageAlt: banner.imageAltFr },
    });
    const spots = await callFunction(
      OPTIONS,
      { option: 'cccSpotsLeft', spotsLeft: 0, reason: 'Sold out' },
      org.idToken,
    );
    expect(spots.result).toEqual({ outcome: 'saved' });
    // Only `spotsLeft`: the rules serve the document to visitors only so.
    expect((await db.doc(SPOTS_PATH).get()).data()).toEqual({ spotsLeft: 0 });
    expect(parseSpotsLeft((await db.doc(SPOTS_PATH).get()).data())).toBe(0);

    for (const request of [
      { option: 'homeBanner', banner, reason: 'Double click' },
      { option: 'cccSpotsLeft', spotsLeft: 0, reason: 'Double click' },
    ])
      expect((await callFunction(OPTIONS, request, org.idToken)).result).toEqual({
        outcome: 'unchanged',
      });

    const entries = await logOf();
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.target === BANNER_PATH)).toMatchObject({
      action: 'options.update',
      reason: 'Spring campaign',
      before: before
        ? { image_url: before.imageUrl, image_link: before.imageLink, image_alt: before.imageAlt }
        : null,
      after: {
        image_url: banner.imageUrl,
        image_link: banner.imageLink,
        image_alt: banner.imageAlt,
        fr: { image_alt: banner.imageAltFr },
      },
    });
    expect(entries.find((e) => e.target === SPOTS_PATH)).toMatchObject({
      action: 'options.update',
      reason: 'Sold out',
      before: { spotsLeft: 137 },
      after: { spotsLeft: 0 },
    });
  });
});
