import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../auth-errors';
import { renderAt } from '../testing/render-at';
import { SignInForm } from './sign-in-form';

vi.mock('../api/auth-actions', () => ({
  signIn: vi.fn(),
  createAccount: vi.fn(),
  sendResetEmail: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const signInMock = vi.mocked(signIn);
const firebaseError = (code: string, text = 'Error') =>
  Object.assign(new Error(`Firebase: ${text} (auth/${code}).`), { code: `auth/${code}` });

beforeEach(() => {
  signInMock.mockReset();
});

describe('SignInForm', () => {
  it('prefills the e-mail from ?email and labels both fields', () => {
    renderAt('/signin?email=ann%40example.com', <SignInForm />);
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'password');
  });

  it('signs in with what was typed', async () => {
    signInMock.mockResolvedValue({} as never);
    renderAt('/signin', <SignInForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(signInMock).toHaveBeenCalledWith('ann@example.com', 'secret1');
  });

  it('sends nothing with empty fields, says why and marks them invalid', async () => {
    renderAt('/signin', <SignInForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(signInMock).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual([AUTH_MESSAGES['missing-email'], AUTH_MESSAGES['missing-password']]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('rejects a malformed e-mail before sending', async () => {
    renderAt('/signin', <SignInForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(signInMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES['invalid-email']);
  });

  it.each([
    ['wrong-password', AUTH_MESSAGES['invalid-credential']],
    ['invalid-credential', AUTH_MESSAGES['invalid-credential']],
    ['too-many-requests', AUTH_MESSAGES['too-many-requests']],
    ['operation-not-allowed', 'Operation not allowed.'],
  ])('shows auth/%s in a red alert, without the provider prefix', async (code, message) => {
    signInMock.mockRejectedValue(firebaseError(code));
    renderAt('/signin?email=ann%40example.com', <SignInForm />);
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('alert-danger');
    expect(alert.textContent).not.toMatch(/Firebase|auth\//);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('marks both fields invalid on wrong credentials', async () => {
    signInMock.mockRejectedValue(firebaseError('invalid-credential'));
    renderAt('/signin?email=ann%40example.com', <SignInForm />);
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('disables Log In while signing in', async () => {
    signInMock.mockReturnValue(new Promise(() => {}));
    renderAt('/signin?email=ann%40example.com', <SignInForm />);
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it('links to reset and to sign-up, keeping the query string and the origin', async () => {
    const from = { pathname: '/referralhub', search: '', hash: '' };
    const { router } = renderAt(
      '/signin?email=ann%40example.com&promo_code=SAVE5',
      <SignInForm />,
      { from },
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/resetpassword?email=ann%40example.com&promo_code=SAVE5',
    );
    const create = screen.getByRole('link', { name: 'Create your Account' });
    expect(create).toHaveAttribute(
      'href',
      '/createaccount?email=ann%40example.com&promo_code=SAVE5',
    );
    await userEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/createaccount'));
    expect(router.state.location.search).toBe('?email=ann%40example.com&promo_code=SAVE5');
    expect(router.state.location.state).toEqual({ from });
  });

  it("under a race, Create your Account is the race's sign-up", () => {
    renderAt('/register/ride2025/signin?utm_source=x', <SignInForm />);
    expect(screen.getByRole('link', { name: 'Create your Account' })).toHaveAttribute(
      'href',
      '/register/ride2025/createaccount?utm_source=x',
    );
  });
});
