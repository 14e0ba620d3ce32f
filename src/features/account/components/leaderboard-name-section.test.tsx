import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLeaderboardName } from '../api/save-leaderboard-name';
import { LeaderboardNameSection } from './leaderboard-name-section';

vi.mock('../api/save-leaderboard-name', () => ({ saveLeaderboardName: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const save = vi.mocked(saveLeaderboardName);

beforeEach(() => {
  save.mockReset();
});

const renderSection = (choice: 'full' | 'initial' | 'hidden' = 'full') =>
  render(<LeaderboardNameSection uid="u1" choice={choice} firstName="Avery" lastName="Tremblay" />);

describe('LeaderboardNameSection', () => {
  it('offers the three choices with her name as others would see it, the stored one checked', () => {
    renderSection('initial');
    expect(screen.getByLabelText('Full name (Avery Tremblay)')).not.toBeChecked();
    expect(screen.getByLabelText('First name and last initial (Avery T.)')).toBeChecked();
    expect(screen.getByLabelText('Hidden from other participants')).not.toBeChecked();
    const help = screen.getByText(/nothing other participants can see shows that you take part/);
    expect(
      screen.getByLabelText('Hidden from other participants').closest('fieldset'),
    ).toHaveAttribute('aria-describedby', help.id);
  });

  it('saves a choice at once and says so', async () => {
    save.mockResolvedValue();
    renderSection();
    await userEvent.click(screen.getByLabelText('Hidden from other participants'));
    expect(save).toHaveBeenCalledWith('u1', 'hidden');
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Hidden from other participants')).toBeChecked();
  });

  it('a refused save puts the previous choice back and says so', async () => {
    save.mockRejectedValue(new Error('permission-denied'));
    renderSection();
    await userEvent.click(screen.getByLabelText(/^First name and last initial/));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    );
    expect(screen.getByLabelText('Full name (Avery Tremblay)')).toBeChecked();
  });
});
