import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardTiersPanel } from './reward-tiers-panel';

const states = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-state'));

describe('RewardTiersPanel', () => {
  it('shows the count, the tier reached, the target and the progress to it', () => {
    render(<RewardTiersPanel count={6} />);
    expect(screen.getByTestId('referral-count')).toHaveTextContent('6 referrals');
    expect(screen.getByTestId('referral-summary')).toHaveTextContent(
      'Reward reached: Socks. Next: Toque at 10 (4 to go).',
    );
    expect(states()).toEqual(['reached', 'reached', 'target', 'locked']);
    expect(screen.getByRole('progressbar', { name: 'Progress to Toque' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
  });

  it('with no referrals: nothing reached, Stickers the target', () => {
    render(<RewardTiersPanel count={0} />);
    expect(screen.getByTestId('referral-summary')).toHaveTextContent(
      'No reward yet. Next: Stickers at 1 (1 to go).',
    );
    expect(states()).toEqual(['target', 'locked', 'locked', 'locked']);
  });

  it('past the last tier: all reached, a full bar', () => {
    render(<RewardTiersPanel count={57} />);
    expect(screen.getByTestId('referral-summary')).toHaveTextContent(
      'Reward reached: Free Entry. You reached every reward.',
    );
    expect(states()).toEqual(['reached', 'reached', 'reached', 'reached']);
    expect(screen.getByRole('progressbar', { name: 'All rewards reached' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
