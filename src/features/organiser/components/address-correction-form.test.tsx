import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { correctAddress } from '../api/support-actions';
import { AddressCorrectionForm } from './address-correction-form';

vi.mock('../api/support-actions', () => ({ correctAddress: vi.fn() }));

const correct = vi.mocked(correctAddress);
const ADDRESS = {
  firstName: 'Avery',
  lastName: 'Tremblay',
  address: '1 Main St',
  country: 'CA',
  state: 'ON',
  city: 'Ottawa',
  postalCode: 'K1A 0A1',
  phoneNumber: '613-555-0100',
};

beforeEach(() => correct.mockReset());

describe('AddressCorrectionForm', () => {
  it('asks for the reason first; a bad field the server names is shown at that field', async () => {
    correct.mockResolvedValue({
      ok: false,
      refusal: 'badAddress',
      details: { field: 'postalCode', problem: 'postalCodePattern' } as never,
    });
    const onCorrected = vi.fn();
    render(
      <AddressCorrectionForm
        uid="u1"
        legId="price_run_100km"
        address={ADDRESS}
        onCorrected={onCorrected}
      />,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '123');
    await user.click(screen.getByRole('button', { name: 'Correct the address' }));
    expect(screen.getByLabelText('Reason for the correction')).toHaveAccessibleDescription(
      'Give the reason for the correction.',
    );
    expect(correct).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason for the correction'), 'Moved');
    await user.click(screen.getByRole('button', { name: 'Correct the address' }));
    expect(correct).toHaveBeenCalledWith(
      expect.objectContaining({ address: { ...ADDRESS, postalCode: '123' } }),
    );
    expect(await screen.findByText('Not a postal code of this country.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Not a postal code of this country.',
    );
    expect(onCorrected).not.toHaveBeenCalled();
  });

  it('sends the corrected address with the reason', async () => {
    correct.mockResolvedValue({ ok: true, data: { outcome: 'corrected' } });
    const onCorrected = vi.fn();
    render(
      <AddressCorrectionForm
        uid="u1"
        legId="price_run_100km"
        address={ADDRESS}
        onCorrected={onCorrected}
      />,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Street address'));
    await user.type(screen.getByLabelText('Street address'), '2 Elm St');
    await user.type(screen.getByLabelText('Reason for the correction'), 'Moved to Europe');
    await user.click(screen.getByRole('button', { name: 'Correct the address' }));
    expect(correct).toHaveBeenCalledWith({
      uid: 'u1',
      legId: 'price_run_100km',
      address: { ...ADDRESS, address: '2 Elm St' },
      reason: 'Moved to Europe',
    });
    expect(onCorrected).toHaveBeenCalled();
  });
});
