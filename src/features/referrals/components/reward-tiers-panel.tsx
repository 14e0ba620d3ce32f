/** The count, the four tiers with the one reached and the target, and a progress bar to it (spec 02 §2, §4, §9). */
import { Trans } from '@lingui/react/macro';
import { REWARD_TIERS, rewardProgress } from '../logic/reward-tiers';

export function RewardTiersPanel({ count }: { readonly count: number }) {
  const progress = rewardProgress(count);
  return (
    <section aria-labelledby="referral-rewards">
      <h2 id="referral-rewards" className="h5">
        <Trans>Your rewards</Trans>
      </h2>
      <p className="fs-5 mb-2" data-testid="referral-count">
        {progress.count === 1 ? '1 referral' : `${progress.count} referrals`}
      </p>
      <p className="mb-2" data-testid="referral-summary">
        {progress.reached ? `Reward reached: ${progress.reached.name}.` : 'No reward yet.'}{' '}
        {progress.next
          ? `Next: ${progress.next.name} at ${progress.next.referrals} (${progress.toNext} to go).`
          : 'You reached every reward. Thank you!'}
      </p>
      <div
        className="progress mb-3"
        role="progressbar"
        aria-label={progress.next ? `Progress to ${progress.next.name}` : 'All rewards reached'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        style={{ height: '1.25rem' }}
      >
        <div className="progress-bar bg-success" style={{ width: `${progress.percent}%` }}>
          {progress.percent}%
        </div>
      </div>
      <ol className="list-group" data-testid="reward-tiers">
        {REWARD_TIERS.map((tier) => {
          const reached = progress.count >= tier.referrals;
          const target = progress.next?.name === tier.name;
          return (
            <li
              key={tier.name}
              className={`list-group-item d-flex justify-content-between align-items-center ${target ? 'list-group-item-warning' : ''}`}
              data-testid={`tier-${tier.name}`}
              data-state={reached ? 'reached' : target ? 'target' : 'locked'}
            >
              <span>
                <span className="fw-semibold">{tier.name}</span>{' '}
                <span className="text-body-secondary">
                  ({tier.referrals} {tier.referrals === 1 ? 'referral' : 'referrals'})
                </span>
              </span>
              <span
                className={`badge ${reached ? 'text-bg-success' : target ? 'text-bg-warning' : 'text-bg-light'}`}
              >
                {reached ? 'Reached' : target ? 'Target' : 'Locked'}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
