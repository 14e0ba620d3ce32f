/**
 * The registration feature's participant and offer reads and writes (docs/product.md §R3, §R7) with the
 * real SDK on the seeded emulator, as the participant herself: her subscribed legs and
 * details, the details save (an update of the document signing up created), and promo codes
 * and referral links checked one by id (docs/security.md items 32, 34).
 */
import { signOut } from 'firebase/auth';
import { getDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../src/features/auth/api/auth-actions';
import { checkPromoCode, referralLinkExists } from '../../src/features/registration/api/offers';
import {
  saveParticipantDetails,
  subscribeParticipant,
} from '../../src/features/registration/api/participant';
import { auth } from '../../src/lib/firebase-app';
import { rawUserDocRef } from '../../src/lib/user-doc';
import { DEMO_PASSWORD, DEMO_RUNNER } from '../../scripts/seed/people.mjs';
import { createAuthAccount, uniqueEmail } from './support/emulator-accounts';
import { firstValue } from './support/first-value';
import { seedDocs } from './support/seed-data';

const DETAILS = {
  firstName: 'Casey',
  lastName: 'Newcomer',
  address: '12 King Street',
  country: 'CA',
  state: 'ON',
  city: 'Kingston',
  postalCode: 'K7L 1A1',
  phoneNumber: '613-555-0142',
};

afterEach(async () => {
  await signOut(auth);
});

describe('participant', () => {
  it('a new participant has no legs and no details, then saves her details with the terms agreed', async () => {
    const email = uniqueEmail('details');
    const { uid } = await createAccount(email, 'secret-pass-1');
    expect(await firstValue(subscribeParticipant(uid))).toEqual({
      subscribedLegIds: [],
      details: null,
    });

    await saveParticipantDetails(uid, email, DETAILS);
    const participant = await firstValue(subscribeParticipant(uid));
    expect(participant.details).toMatchObject(DETAILS);
    const stored = (await getDoc(rawUserDocRef(uid))).data();
    expect(stored).toMatchObject({ email, agreedToTerms: true, details: DETAILS });
    expect(stored?.details.lastModifiedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the demo participant sees the legs the seed registered her on', async () => {
    const { uid } = await signIn(DEMO_RUNNER.email, DEMO_PASSWORD);
    const seeded = Object.keys(seedDocs.get(`users/${uid}`)?.subscribedRaces ?? {}).sort();
    expect(seeded).toContain('price_tbcr25_1000km');
    expect([...(await firstValue(subscribeParticipant(uid))).subscribedLegIds].sort()).toEqual(
      seeded,
    );
  });

  it("is refused another participant's document, and a save of details over the bounds", async () => {
    // Someone this client never read: a document another signed-in user read earlier stays in
    // the SDK's cache and is served from there before the server refuses the listen.
    const someoneElse = await createAuthAccount(uniqueEmail('someone'), 'secret-pass-9');
    const email = uniqueEmail('other');
    const { uid } = await createAccount(email, 'secret-pass-1');
    await expect(firstValue(subscribeParticipant(someoneElse))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      saveParticipantDetails(uid, email, { ...DETAILS, phoneNumber: '613-555-0142-99' }),
    ).rejects.toMatchObject({
      name: 'RegistrationError',
      code: 'permission-denied',
    });
    expect((await getDoc(rawUserDocRef(uid))).get('details')).toBeUndefined();
  });
});

describe('offers', () => {
  it('a participant gets an active promo code by id (trimmed); an unknown or inactive one is no promotion', async () => {
    await createAccount(uniqueEmail('promo'), 'secret-pass-1');
    expect(await checkPromoCode(' RUNCANADA ')).toEqual({
      code: 'RUNCANADA',
      promotionId: 'promo_runcanada',
    });
    expect(seedDocs.get('options/validPromoCodes/codes/EXPIRED2024')?.active).toBe(false);
    expect(await checkPromoCode('EXPIRED2024')).toBeNull();
    expect(await checkPromoCode('NOSUCHCODE')).toBeNull();
    expect(await checkPromoCode('a/b')).toBeNull();
  });

  it('a visitor is refused promo codes (signed-in only)', async () => {
    await expect(checkPromoCode('RUNCANADA')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('anyone learns whether a referral link exists, by its id', async () => {
    expect(seedDocs.has('referral_links/avery-tremblay')).toBe(true);
    expect(await referralLinkExists(' avery-tremblay ')).toBe(true);
    expect(await referralLinkExists('no-such-referrer')).toBe(false);
    expect(await referralLinkExists('a/b')).toBe(false);
  });
});
