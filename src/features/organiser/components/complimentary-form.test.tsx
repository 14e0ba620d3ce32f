import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLegs } from '../api/organiser-legs';
import { giveComplimentary } from '../api/support-actions';
import { ComplimentaryForm, ComplimentaryNote } from './complimentary-form';

vi.mock('../api/support-actions', () => ({ giveComplimentary: vi.fn() }));
vi.mock('../api/organiser-legs', () => ({ useLegs: vi.fn() }));

const give = vi.mocked(giveComplimentary);
const LEGS = [
  { legId: 'price_run_100km', name: 'Run', legName: '100 km', end: null },
  { legId: 'price_run_200km', name: 'Run', legName: '200 km', end: null },
];

beforeEach(() => {
  give.mockReset();
  vi.mocked(useLegs).mockReturnValue({
    status: 'success',
    data: LEGS,
    error: null,
    retry: vi.fn(),
  } as never);
});

function renderForm() {
  const onGiven = vi.fn();
  render(<ComplimentaryForm uid="u1" registeredLegs={['price_run_100km']} onGiven={onGiven} />);
  return { onGiven, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Register her, no payment' });

describe('ComplimentaryForm', () => {
  it('the note says the bib, or that it was given before', () => {
    const { rerender } = render(<ComplimentaryNote result={{ outcome: 'given', bib: 1234 }} />);
    expect(screen.getByTestId('complimentary-given')).toHaveTextContent(
      'Registered with no payment: bib 1234. Her confirmation is on its way.',
    );
    rerender(<ComplimentaryNote result={{ outcome: 'alreadyGiven', bib: 1234 }} />);
    expect(screen.getByTestId('complimentary-given')).toHaveTextContent(/given this leg before/);
  });

  it('offers only the legs she is not on; the leg and the reason are asked at their fields first', async () => {
    const { user } = renderForm();
    const leg = screen.getByLabelText('Leg');
    expect(screen.queryByRole('option', { name: 'Run – 100 km' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Run – 200 km' })).toBeInTheDocument();
    await user.click(submit());
    expect(leg).toHaveAccessibleDescription('Choose the leg to register her on.');
    expect(
      screen.getByLabelText('Reason for the complimentary registration'),
    ).toHaveAccessibleDescription('Give the reason for the complimentary registration.');
    expect(give).not.toHaveBeenCalled();
  });

  it('sends no address when left empty, says the bib, and the lookup reads her again', async () => {
    give.mockResolvedValue({ ok: true, data: { outcome: 'given', bib: 1234 } });
    const { user, onGiven } = renderForm();
    await user.selectOptions(screen.getByLabelText('Leg'), 'price_run_200km');
    await user.type(screen.getByLabelText('Reason for the complimentary registration'), 'A prize');
    await user.click(submit());
    expect(give).toHaveBeenCalledWith({
      uid: 'u1',
      legId: 'price_run_200km',
      address: null,
      reason: 'A prize',
    });
    expect(onGiven).toHaveBeenCalledWith({ outcome: 'given', bib: 1234 });
  });

  it('a refusal is said at its field: the leg she is on, a bad address field', async () => {
    give.mockResolvedValueOnce({ ok: false, refusal: 'alreadyRegistered', details: {} });
    give.mockResolvedValueOnce({
      ok: false,
      refusal: 'badAddress',
      details: { field: 'postalCode', problem: 'postalCodePattern' } as never,
    });
    const { user, onGiven } = renderForm();
    await user.selectOptions(screen.getByLabelText('Leg'), 'price_run_200km');
    await user.type(screen.getByLabelText('Reason for the complimentary registration'), 'A prize');
    await user.click(submit());
    expect(await screen.findByText('She is already registered on that leg.')).toBeInTheDocument();
    expect(screen.getByLabelText('Leg')).toHaveAccessibleDescription(
      'She is already registered on that leg.',
    );

    await user.selectOptions(screen.getByLabelText('Leg'), 'price_run_200km');
    await user.type(screen.getByLabelText('Postal code'), '12');
    await user.click(submit());
    expect(give).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ postalCode: '12' }) }),
    );
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Not a postal code of this country.',
    );
    expect(onGiven).not.toHaveBeenCalled();
  });
});
