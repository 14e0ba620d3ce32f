import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../../lib/report-error';
import { sendResetEmail } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../auth-errors';
import { RESET_FAILED, RESET_USER_NOT_FOUND } from '../reset-errors';
import { renderAt } from '../testing/render-at';
import { ResetPasswordScreen } from './reset-password-screen';

vi.mock('../api/auth-actions', () => ({
  signIn: vi.fn(),
  createAccount: vi.fn(),
  sendResetEmail: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const sendMock = vi.mocked(sendResetEmail);
const reportMock = vi.mocked(reportError);
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

async function requestFor(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => {
  sendMock.mockReset();
  reportMock.mockReset();
});

describe('ResetPasswordScreen', () => {
  it('sends the reset e-mail, then says so and advises the spam folder; Continue goes to sign-in', async () => {
    sendMock.mockResolvedValue();
    const { router } = renderAt('/resetpassword', <ResetPasswordScreen />);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await requestFor('ann@example.com');
    expect(sendMock).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByRole('heading', { name: 'Email Sent!' })).toBeInTheDocument();
    expect(screen.getByText(/ann@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('disables Reset Password while sending', async () => {
    let finish: () => void = () => {};
    sendMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderAt('/resetpassword', <ResetPasswordScreen />);
    await requestFor('ann@example.com');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('heading', { name: 'Email Sent!' })).toBeInTheDocument();
  });

  it('says an unknown address is not associated with an account, without logging', async () => {
    sendMock.mockRejectedValue(firebaseError('user-not-found'));
    renderAt('/resetpassword', <ResetPasswordScreen />);
    await requestFor('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_USER_NOT_FOUND);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(reportMock).not.toHaveBeenCalled();
  });

  it('marks the field invalid and logs any other error', async () => {
    const error = firebaseError('internal-error');
    sendMock.mockRejectedValue(error);
    renderAt('/resetpassword', <ResetPasswordScreen />);
    await requestFor('ann@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_FAILED);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(reportMock).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ action: 'sendPasswordResetEmail' }),
    );
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it.each([
    ['', AUTH_MESSAGES['missing-email']],
    ['not-an-email', AUTH_MESSAGES['invalid-email']],
  ])('requires an e-mail (%j) before sending', async (email, message) => {
    renderAt('/resetpassword', <ResetPasswordScreen />);
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('prefills the e-mail from ?email', () => {
    renderAt('/resetpassword?email=ann%40example.com', <ResetPasswordScreen />);
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });
});
