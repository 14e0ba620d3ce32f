/**
 * Referral rewards (docs/product.md §P4 Referral reward, §P9): Stickers at 1 referral, Socks at 5,
 * Toque at 10, Free Entry at 20. The highest tier reached by the total count is shown and
 * the next tier is the target; the progress bar runs from the tier reached to the target.
 */
export interface RewardTier {
  readonly name: string;
  readonly referrals: number;
}

export const REWARD_TIERS: readonly RewardTier[] = [
  { name: 'Stickers', referrals: 1 },
  { name: 'Socks', referrals: 5 },
  { name: 'Toque', referrals: 10 },
  { name: 'Free Entry', referrals: 20 },
];

export interface RewardProgress {
  readonly count: number;
  /** The highest tier reached, null below the first. */
  readonly reached: RewardTier | null;
  /** The next tier to reach, null once the last is reached. */
  readonly next: RewardTier | null;
  /** Referrals still needed for the next tier (0 when there is none). */
  readonly toNext: number;
  /** Progress from the tier reached (or 0) to the next, 0 to 100, whole percent; 100 after the last tier. */
  readonly percent: number;
}

export function rewardProgress(
  rawCount: number,
  tiers: readonly RewardTier[] = REWARD_TIERS,
): RewardProgress {
  const count = Number.isFinite(rawCount) && rawCount > 0 ? Math.floor(rawCount) : 0;
  const reached = [...tiers].reverse().find((tier) => count >= tier.referrals) ?? null;
  const next = tiers.find((tier) => count < tier.referrals) ?? null;
  if (!next) return { count, reached, next, toNext: 0, percent: 100 };
  const from = reached?.referrals ?? 0;
  const percent = Math.floor(((count - from) / (next.referrals - from)) * 100);
  return { count, reached, next, toNext: next.referrals - count, percent };
}
