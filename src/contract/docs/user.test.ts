import { describe, expect, it } from 'vitest';
import { parseSubscribedRace, parseUserDoc } from './user';
import { OTTAWA } from '../test-support/address-fixture';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('parseUserDoc', () => {
  it('turns Timestamps into Dates and keeps the known fields', () => {
    const user = parseUserDoc({
      email: 'runner@demo.test',
      createdAt: ts('2025-01-01T00:00:00Z'),
      agreedToTerms: true,
      details: {
        firstName: 'Avery',
        lastName: 'Tremblay',
        lastModifiedAt: ts('2025-01-02T00:00:00Z'),
      },
      subscribedRaces: {
        price_ccc_c_156km: {
          raceId: 'prod_ccc_c',
          legId: 'price_ccc_c_156km',
          bibNumber: 12,
          completedDate: ts('2025-05-01T12:00:00Z'),
          raceInfo: {
            name: 'Celebrate Canada',
            distance: 156,
            raceDateStart: ts('2025-03-01T00:00:00Z'),
            raceDateEnd: ts('2025-12-31T23:59:59Z'),
          },
          giftCodes: { ABC: 'price_x' },
        },
        notALeg: { raceInfo: {} },
      },
      stravaAccount: { id: 123 },
    });
    expect(user.email).toBe('runner@demo.test');
    expect(user.createdAt).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(user.details?.firstName).toBe('Avery');
    expect(user.details?.lastModifiedAt).toEqual(new Date('2025-01-02T00:00:00Z'));
    expect(Object.keys(user.subscribedRaces)).toEqual(['price_ccc_c_156km']);
    const race = user.subscribedRaces.price_ccc_c_156km;
    expect(race?.completedDate).toEqual(new Date('2025-05-01T12:00:00Z'));
    expect(race?.raceInfo.raceDateEnd).toEqual(new Date('2025-12-31T23:59:59Z'));
    expect(race?.raceInfo.distance).toBe(156);
    expect(race?.teamName).toBe('noTeam');
    expect(race?.giftCodes).toEqual({ ABC: 'price_x' });
    expect(user.stravaAccount).toEqual({ id: '123' });
    expect(user.fitbitAccount).toBeNull();
  });

  it('gives safe defaults for a fresh document (email and createdAt only)', () => {
    const user = parseUserDoc({ email: 'new@example.com', createdAt: null });
    expect(user).toMatchObject({
      email: 'new@example.com',
      createdAt: null,
      agreedToTerms: false,
      details: null,
      subscribedRaces: {},
    });
  });

  it('reads the shipping address kept with a registration, or none', () => {
    const address = OTTAWA;
    expect(parseSubscribedRace('price_a', { shippingAddress: address }).shippingAddress).toEqual(
      address,
    );
    expect(parseSubscribedRace('price_a', {}).shippingAddress).toBeNull();
  });

  it('reads how she appears on leaderboards; the full name when absent or unknown', () => {
    expect(parseUserDoc({ leaderboardName: 'hidden' }).leaderboardName).toBe('hidden');
    expect(parseUserDoc({ leaderboardName: 'initial' }).leaderboardName).toBe('initial');
    expect(parseUserDoc({}).leaderboardName).toBe('full');
    expect(parseUserDoc({ leaderboardName: 3 }).leaderboardName).toBe('full');
  });

  it('reads her e-mail choices: postcards on unless turned off', () => {
    expect(parseUserDoc({}).mailPreferences).toEqual({
      postcards: true,
      postcardsWithPush: false,
      finishWithPush: false,
      trackersWithPush: false,
    });
    expect(parseUserDoc({ mailPreferences: { postcards: false } }).mailPreferences).toEqual({
      postcards: false,
      postcardsWithPush: false,
      finishWithPush: false,
      trackersWithPush: false,
    });
  });

  it.each([
    ['a registration left null', { subscribedRaces: { price_a: null } }, []],
    ['a registration that is not a map', { subscribedRaces: { price_a: true, price_b: [] } }, []],
    ['a key that is no leg id', { subscribedRaces: { prod_x: {}, price_b: {} } }, ['price_b']],
    ['subscribedRaces not a map', { subscribedRaces: 'x' }, []],
  ])('registrations: %s', (_label, data, legIds) => {
    expect(Object.keys(parseUserDoc(data).subscribedRaces)).toEqual(legIds);
  });

  it.each([
    [
      'wrong types become defaults',
      {
        email: 3,
        agreedToTerms: 'yes',
        details: 'x',
        referral_link: 9,
        garminAccount: 'x',
        subscribedRaces: {
          price_a: { bibNumber: 'x', stravaLink: 'true', teamName: 4, giftCodes: { A: 1 } },
        },
      },
      { email: '', agreedToTerms: false, details: null, referralLink: '', garminAccount: null },
      { bibNumber: null, stravaLink: false, teamName: 'noTeam', giftCodes: {} },
    ],
    [
      'a Garmin account without a toggle counts activities',
      { garminAccount: {}, subscribedRaces: { price_a: { bibNumber: 7, stravaLink: true } } },
      { garminAccount: { activeToggle: 'activities' } },
      { bibNumber: 7, stravaLink: true, teamName: 'noTeam' },
    ],
  ])('%s', (_label, data, user, registration) => {
    const parsed = parseUserDoc(data);
    expect(parsed).toMatchObject(user);
    expect(parsed.subscribedRaces.price_a).toMatchObject(registration);
  });
});
