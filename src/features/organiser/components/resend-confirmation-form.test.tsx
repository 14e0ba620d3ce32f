import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resendConfirmation } from '../api/support-actions';
import { ResendConfirmationForm } from './resend-confirmation-form';

vi.mock('../api/support-actions', () => ({ resendConfirmation: vi.fn() }));

const resend = vi.mocked(resendConfirmation);

beforeEach(() => resend.mockReset());

describe('ResendConfirmationForm', () => {
  it('asks for the reason at its field first, then sends and says so', async () => {
    resend.mockResolvedValue({ ok: true, data: { mailId: 'm', resends: 1 } });
    render(<ResendConfirmationForm uid="u1" legId="price_run_100km" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation' }));
    const reason = screen.getByLabelText('Reason for sending the confirmation again');
    expect(reason).toHaveAccessibleDescription('Give the reason for sending it again.');
    expect(resend).not.toHaveBeenCalled();

    await user.type(reason, 'Never got it');
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation' }));
    expect(resend).toHaveBeenCalledWith({
      uid: 'u1',
      legId: 'price_run_100km',
      reason: 'Never got it',
    });
    expect(await screen.findByTestId('confirmation-resent')).toHaveTextContent(
      'Confirmation sent again (resend number 1).',
    );
  });

  it('says why the server refused', async () => {
    resend.mockResolvedValue({
      ok: false,
      refusal: 'cannotResend',
      details: { blocker: 'noRecipient' } as never,
    });
    render(<ResendConfirmationForm uid="u1" legId="price_run_100km" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason for sending the confirmation again'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Her account has no e-mail address to write to.',
    );
  });
});
