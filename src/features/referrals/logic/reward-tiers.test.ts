import { describe, expect, it } from 'vitest';
import { REWARD_TIERS, rewardProgress } from './reward-tiers';

describe('REWARD_TIERS', () => {
  it('is the spec list: Stickers 1, Socks 5, Toque 10, Free Entry 20', () => {
    expect(REWARD_TIERS.map((t) => [t.name, t.referrals])).toEqual([
      ['Stickers', 1],
      ['Socks', 5],
      ['Toque', 10],
      ['Free Entry', 20],
    ]);
  });
});

describe('rewardProgress', () => {
  it.each([
    [0, null, 'Stickers', 1, 0],
    [1, 'Stickers', 'Socks', 4, 0],
    [4, 'Stickers', 'Socks', 1, 75],
    [5, 'Socks', 'Toque', 5, 0],
    [6, 'Socks', 'Toque', 4, 20],
    [19, 'Toque', 'Free Entry', 1, 90],
    [20, 'Free Entry', null, 0, 100],
    [57, 'Free Entry', null, 0, 100],
  ])(
    '%i referrals: reached %s, next %s, %i to go, %i%%',
    (count, reached, next, toNext, percent) => {
      const progress = rewardProgress(count);
      expect(progress.reached?.name ?? null).toBe(reached);
      expect(progress.next?.name ?? null).toBe(next);
      expect(progress.toNext).toBe(toNext);
      expect(progress.percent).toBe(percent);
      expect(progress.count).toBe(count);
    },
  );

  it('treats a negative, fractional or missing count as whole referrals from 0', () => {
    expect(rewardProgress(-3)).toMatchObject({ count: 0, reached: null });
    expect(rewardProgress(Number.NaN)).toMatchObject({ count: 0, reached: null });
    expect(rewardProgress(4.9)).toMatchObject({ count: 4, toNext: 1 });
  });
});
