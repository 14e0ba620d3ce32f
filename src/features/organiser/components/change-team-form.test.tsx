import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeTeam } from '../api/support-actions';
import { ChangeTeamForm } from './change-team-form';

vi.mock('../api/support-actions', () => ({ changeTeam: vi.fn() }));

const change = vi.mocked(changeTeam);

beforeEach(() => change.mockReset());

function renderForm() {
  const onChanged = vi.fn();
  render(<ChangeTeamForm uid="u1" legId="price_run_100km" onChanged={onChanged} />);
  return { onChanged, user: userEvent.setup() };
}

describe('ChangeTeamForm', () => {
  it('checks the name and the reason at their fields before sending', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Team to join (empty: she leaves her team)'), 'a/b');
    await user.click(screen.getByRole('button', { name: 'Change the team' }));
    expect(
      screen.getByLabelText('Team to join (empty: she leaves her team)'),
    ).toHaveAccessibleDescription('Only letters, numbers, spaces and _ (at most 100).');
    expect(screen.getByLabelText('Reason for the team change')).toHaveAccessibleDescription(
      'Give the reason for the change.',
    );
    expect(change).not.toHaveBeenCalled();
  });

  it('an empty name takes her off her team', async () => {
    change.mockResolvedValue({
      ok: true,
      data: { outcome: 'changed', teamName: 'noTeam', captain: false },
    });
    const { user, onChanged } = renderForm();
    await user.type(screen.getByLabelText('Reason for the team change'), 'Racing alone');
    await user.click(screen.getByRole('button', { name: 'Change the team' }));
    expect(change).toHaveBeenCalledWith({
      uid: 'u1',
      legId: 'price_run_100km',
      teamName: null,
      reason: 'Racing alone',
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('an unknown team is said at the team field', async () => {
    change.mockResolvedValue({
      ok: false,
      refusal: 'cannotChangeTeam',
      details: { blocker: 'noSuchTeam' } as never,
    });
    const { user, onChanged } = renderForm();
    await user.type(screen.getByLabelText('Team to join (empty: she leaves her team)'), 'Maple');
    await user.type(screen.getByLabelText('Reason for the team change'), 'Friends');
    await user.click(screen.getByRole('button', { name: 'Change the team' }));
    expect(
      await screen.findByText('There is no team of that name on this leg.'),
    ).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
