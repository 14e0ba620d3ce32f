/** The count, the four tiers with the one reached and the target, and a progress bar to it (docs/product.md §P2, §P4, §P9). */
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatWholePercent } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { REWARD_TIERS, rewardProgress, type RewardTier } from '../logic/reward-tiers';

/** The tiers' names in the participant's language (the tier's `name` stays its key). */
const TIER_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Stickers: msg`Stickers`,
  Socks: msg`Socks`,
  Toque: msg`Toque`,
  'Free Entry': msg`Free Entry`,
};

export function RewardTiersPanel({ count }: { readonly count: number }) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const progress = rewardProgress(count);
  const nameOf = (tier: RewardTier) => {
    const entry = TIER_NAMES[tier.name];
    return entry ? i18n._(entry) : tier.name;
  };
  const reached = progress.reached ? nameOf(progress.reached) : null;
  const next = progress.next ? nameOf(progress.next) : null;
  const at = progress.next?.referrals ?? 0;
  const toGo = progress.toNext;
  const referralCount = (referrals: number) =>
    plural(referrals, { one: '# referral', other: '# referrals' });
  return (
    <section aria-labelledby="referral-rewards">
      <h2 id="referral-rewards" className="h5">
        {t`Your rewards`}
      </h2>
      <p className="fs-5 mb-2" data-testid="referral-count">
        {referralCount(progress.count)}
      </p>
      <p className="mb-2" data-testid="referral-summary">
        {reached !== null ? t`Reward reached: ${reached}.` : t`No reward yet.`}{' '}
        {next !== null
          ? t`Next: ${next} at ${at} (${toGo} to go).`
          : t`You reached every reward. Thank you!`}
      </p>
      <div
        className="progress mb-3"
        role="progressbar"
        aria-label={next !== null ? t`Progress to ${next}` : t`All rewards reached`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        style={{ height: '1.25rem' }}
      >
        <div className="progress-bar bg-success" style={{ width: `${progress.percent}%` }}>
          {formatWholePercent(progress.percent, language)}
        </div>
      </div>
      <ol className="list-group" data-testid="reward-tiers">
        {REWARD_TIERS.map((tier) => {
          const done = progress.count >= tier.referrals;
          const target = progress.next?.name === tier.name;
          return (
            <li
              key={tier.name}
              className={`list-group-item d-flex justify-content-between align-items-center ${target ? 'list-group-item-warning' : ''}`}
              data-testid={`tier-${tier.name}`}
              data-state={done ? 'reached' : target ? 'target' : 'locked'}
            >
              <span>
                <span className="fw-semibold">{nameOf(tier)}</span>{' '}
                <span className="text-body-secondary">({referralCount(tier.referrals)})</span>
              </span>
              <span
                className={`badge ${done ? 'text-bg-success' : target ? 'text-bg-warning' : 'text-bg-light'}`}
              >
                {done ? t`Reached` : target ? t`Target` : t`Locked`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
