import { describe, expect, it } from 'vitest';
import { legIdFromRaceId, paths, raceIdFromLegId, showsBackArrow } from './paths';

describe('race ids in URLs', () => {
  it.each([
    ['price_tbcr25_1000km', 'tbcr25_1000km'],
    ['tbcr25_1000km', 'tbcr25_1000km'],
  ])('raceIdFromLegId(%s) = %s', (legId, raceId) => {
    expect(raceIdFromLegId(legId)).toBe(raceId);
  });
  it('legIdFromRaceId adds the prefix once', () => {
    expect(legIdFromRaceId('tbcr25_1000km')).toBe('price_tbcr25_1000km');
    expect(legIdFromRaceId('price_tbcr25_1000km')).toBe('price_tbcr25_1000km');
  });
});

describe('paths', () => {
  it.each([
    [paths.dashboard('price_abc'), '/dashboard/abc'],
    [paths.dashboard('price_abc', 'shared=1'), '/dashboard/abc?shared=1'],
    [paths.leaderboard('abc'), '/leaderboard/abc'],
    [paths.createAccount('?email=a%40b.c'), '/createaccount?email=a%40b.c'],
    [paths.signIn(''), '/signin'],
    [
      paths.register('thebigcanadarun2025', 'promo_code=RUNCANADA'),
      '/register/thebigcanadarun2025?promo_code=RUNCANADA',
    ],
    [paths.registerCreateAccount('ride2025', '?a=1'), '/register/ride2025/createaccount?a=1'],
    [
      paths.confirmation('thebigcanadarun2025', 'price_tbcr25_250km'),
      '/register/thebigcanadarun2025/confirmation?race=tbcr25_250km',
    ],
    [paths.referralLanding('avery tremblay'), '/register/?referral_link=avery+tremblay'],
    [paths.medals(), '/register/CelebrateCanada'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('showsBackArrow', () => {
  it.each([
    ['/dashboard/abc', true],
    ['/account', true],
    ['/leaderboard/abc', true],
    ['/', false],
    ['/referralhub', false],
    ['/accounts', false],
  ])('%s → %s', (pathname, expected) => {
    expect(showsBackArrow(pathname)).toBe(expected);
  });
});
