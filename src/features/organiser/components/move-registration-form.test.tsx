import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moveRegistration } from '../api/support-actions';
import { MoveRegistrationForm, MovedNote } from './move-registration-form';

vi.mock('../api/support-actions', () => ({ moveRegistration: vi.fn() }));

const move = vi.mocked(moveRegistration);
const LEGS = [
  { legId: 'price_run_250km', label: '250 km Leg' },
  { legId: 'price_run_2500km', label: '2,500 km Leg' },
];
const RESULT = { outcome: 'moved', bib: 7, bibKept: true, priceDifferenceCents: 2000 } as const;

beforeEach(() => move.mockReset());

function renderForm() {
  const onMoved = vi.fn();
  render(
    <MoveRegistrationForm uid="u1" fromLegId="price_run_1000km" legs={LEGS} onMoved={onMoved} />,
  );
  return { onMoved, user: userEvent.setup() };
}

describe('MoveRegistrationForm', () => {
  it('asks for the leg and the reason at their fields before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByLabelText('Move to the leg')).toHaveAccessibleDescription(
      'Choose the leg to move her to.',
    );
    expect(screen.getByLabelText('Reason for the move')).toHaveAccessibleDescription(
      'Give the reason for the move.',
    );
    expect(move).not.toHaveBeenCalled();
  });

  it('sends the move and hands the answer on', async () => {
    move.mockResolvedValue({ ok: true, data: RESULT });
    const { user, onMoved } = renderForm();
    await user.selectOptions(screen.getByLabelText('Move to the leg'), 'price_run_2500km');
    await user.type(screen.getByLabelText('Reason for the move'), ' Wrong distance ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(move).toHaveBeenCalledWith({
      uid: 'u1',
      fromLegId: 'price_run_1000km',
      toLegId: 'price_run_2500km',
      reason: 'Wrong distance',
    });
    expect(onMoved).toHaveBeenCalledWith(RESULT, '2,500 km Leg');
  });

  it('says why the server refused', async () => {
    move.mockResolvedValue({
      ok: false,
      refusal: 'cannotMove',
      details: { blocker: 'medalShipped' } as never,
    });
    const { user, onMoved } = renderForm();
    await user.selectOptions(screen.getByLabelText('Move to the leg'), 'price_run_250km');
    await user.type(screen.getByLabelText('Reason for the move'), 'Injured');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Her medal has shipped: this registration can no longer move.',
    );
    expect(onMoved).not.toHaveBeenCalled();
  });
});

describe('MovedNote', () => {
  it('names the leg, the bib and the difference not charged', () => {
    render(<MovedNote result={RESULT} label="2,500 km Leg" />);
    expect(screen.getByTestId('moved-note')).toHaveTextContent(
      /Moved to 2,500 km Leg\. Bib 7 kept\. Price difference \$20\.00, noted in the log, not charged\./,
    );
  });
});
