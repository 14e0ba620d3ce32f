import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FairPlayFlag } from '../../../contract/callables/organiser';
import { reviewFlag, useFairPlayFlags } from '../api/fair-play';
import { FairPlaySection } from './fair-play-section';

vi.mock('../api/fair-play', () => ({ reviewFlag: vi.fn(), useFairPlayFlags: vi.fn() }));

const review = vi.mocked(reviewFlag);
const flags = vi.mocked(useFairPlayFlags);

const FLAG: FairPlayFlag = {
  flagId: 'price_x__u1__k1',
  legId: 'price_x',
  legLabel: 'The Big Canada Run 2025 – 1,000 km Leg',
  uid: 'u1',
  name: 'Avery Tremblay',
  email: 'avery@example.test',
  flaggedAt: '2026-11-20T15:00:00.000Z',
  activity: {
    key: 'k1',
    day: '2026-11-20',
    distanceKm: 10,
    secondsPerKm: 60,
    durationSeconds: 600,
  },
  history: [{ day: '2026-11-19', distanceKm: 5, secondsPerKm: 372 }],
};

beforeEach(() => {
  review.mockReset();
  flags.mockReturnValue({ status: 'success', data: [FLAG], error: null, retry: () => undefined });
});

describe('FairPlaySection', () => {
  it('shows the flagged pace beside her history; removing asks the reason at its field first', async () => {
    review.mockResolvedValue({ ok: true, data: { outcome: 'removed' } });
    render(<FairPlaySection />);
    const user = userEvent.setup();
    expect(screen.getByText(/Flagged: 2026-11-20, 10[.,0]*\skm at 1:00\/km/i)).toBeInTheDocument();
    expect(screen.getByText(/2026-11-19: 5[.,0]*\skm, 6:12\/km/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the activity' }));
    const reason = screen.getByLabelText(/^Reason/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Give the reason she will read in her e-mail.');
    expect(review).not.toHaveBeenCalled();

    await user.type(reason, 'Ten kilometres in ten minutes');
    await user.click(screen.getByRole('button', { name: 'Remove the activity' }));
    expect(review).toHaveBeenCalledWith({
      flagId: FLAG.flagId,
      decision: 'remove',
      reason: 'Ten kilometres in ten minutes',
    });
    expect(await screen.findByText('Review saved.')).toBeInTheDocument();
  });

  it('keeps without a reason', async () => {
    review.mockResolvedValue({ ok: true, data: { outcome: 'kept' } });
    render(<FairPlaySection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep the activity' }));
    expect(review).toHaveBeenCalledWith({ flagId: FLAG.flagId, decision: 'keep' });
  });
});
