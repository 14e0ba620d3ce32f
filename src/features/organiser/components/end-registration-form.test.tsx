import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endRegistration } from '../api/support-actions';
import { EndRegistrationForm } from './end-registration-form';

vi.mock('../api/support-actions', () => ({ endRegistration: vi.fn() }));

const end = vi.mocked(endRegistration);

beforeEach(() => end.mockReset());

describe('EndRegistrationForm', () => {
  it('asks for the reason, then for a confirmation, before ending', async () => {
    end.mockResolvedValue({ ok: true, data: { outcome: 'ended', paymentId: 'pi_1' } });
    const onEnded = vi.fn();
    render(<EndRegistrationForm uid="u1" legId="price_run_100km" onEnded={onEnded} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End the registration' }));
    const reason = screen.getByLabelText('Reason for ending the registration (refunded in Stripe)');
    expect(reason).toHaveAccessibleDescription('Give the reason for ending the registration.');

    await user.type(reason, 'Refunded');
    await user.click(screen.getByRole('button', { name: 'End the registration' }));
    expect(screen.getByTestId('end-warning')).toHaveTextContent(/gets an e-mail saying so/);
    expect(end).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yes, end the registration' }));
    expect(end).toHaveBeenCalledWith({ uid: 'u1', legId: 'price_run_100km', reason: 'Refunded' });
    expect(onEnded).toHaveBeenCalledWith({ outcome: 'ended', paymentId: 'pi_1' });
  });
});
