import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../auth-errors';
import { renderAt } from '../testing/render-at';
import { TERMS_REQUIRED } from '../validation';
import { SignUpForm } from './sign-up-form';

vi.mock('../api/auth-actions', () => ({
  signIn: vi.fn(),
  createAccount: vi.fn(),
  sendResetEmail: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const createMock = vi.mocked(createAccount);
const firebaseError = (code: string, text = 'Error') =>
  Object.assign(new Error(`Firebase: ${text} (auth/${code}).`), { code: `auth/${code}` });

async function fill({
  email = 'new@example.com',
  password = 'secret1',
  repeat = 'secret1',
  agree = true,
} = {}) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  if (repeat) await userEvent.type(screen.getByLabelText('Repeat Password'), repeat);
  if (agree)
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I agree to the terms and the privacy policy/ }),
    );
}

beforeEach(() => {
  createMock.mockReset();
});

describe('SignUpForm', () => {
  it('prefills the e-mail (type email) from ?email', () => {
    renderAt('/createaccount?email=ann%40example.com', <SignUpForm />);
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('creates the account when everything is in order', async () => {
    createMock.mockResolvedValue({} as never);
    renderAt('/createaccount', <SignUpForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(createMock).toHaveBeenCalledWith('new@example.com', 'secret1', { news: false });
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('asks about news in a separate box, unticked, and sends her yes when she ticks it', async () => {
    createMock.mockResolvedValue({} as never);
    renderAt('/createaccount', <SignUpForm />);
    const box = screen.getByRole('checkbox', {
      name: 'Send me news about challenges from Canada Virtual Challenges. You can unsubscribe at any time.',
    });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    expect(screen.queryByTestId('signup-news-confirmation')).toBeNull();
    await fill();
    await userEvent.click(box);
    // Ticked, it says a confirmation e-mail comes first (docs/privacy.md, "News consent").
    expect(screen.getByTestId('signup-news-confirmation')).toHaveTextContent(
      'We will first e-mail you a link to confirm it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(createMock).toHaveBeenCalledWith('new@example.com', 'secret1', { news: true });
  });

  it("shows 'Passowrd must match!', focuses the repeat field and sends nothing", async () => {
    renderAt('/createaccount', <SignUpForm />);
    await fill({ repeat: 'secret2' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passowrd must match!');
    const repeat = screen.getByLabelText('Repeat Password');
    expect(repeat).toHaveFocus();
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('Passowrd must match!');
    expect(createMock).not.toHaveBeenCalled();
  });

  it('requires the agreement to the terms and the privacy policy, with links to both', async () => {
    renderAt('/createaccount', <SignUpForm />);
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute(
      'href',
      expect.stringContaining('http'),
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      expect.stringContaining('http'),
    );
    await fill({ agree: false });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TERMS_REQUIRED);
    expect(
      screen.getByRole('checkbox', { name: /I agree to the terms and the privacy policy/ }),
    ).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('sends nothing with empty fields and focuses the first one', async () => {
    renderAt('/createaccount', <SignUpForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it.each([
    ['email-already-in-use', AUTH_MESSAGES['email-already-in-use'], 'Email'],
    ['weak-password', AUTH_MESSAGES['weak-password'], 'Password'],
    ['invalid-email', AUTH_MESSAGES['invalid-email'], 'Email'],
  ])(
    'shows auth/%s from the provider in a red alert and marks the field',
    async (code, message, field) => {
      createMock.mockRejectedValue(firebaseError(code));
      renderAt('/createaccount', <SignUpForm />);
      await fill();
      await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveClass('alert-danger');
      expect(screen.getByLabelText(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    },
  );

  it('links to sign-in (Log in and the other link) keeping the query string and the origin', async () => {
    const from = { pathname: '/account', search: '?tab=1', hash: '' };
    const { router } = renderAt('/createaccount?email=a%40b.ca&referral_link=abc', <SignUpForm />, {
      from,
    });
    const links = [
      screen.getByRole('link', { name: 'Log in' }),
      screen.getByRole('link', { name: /Sign in/ }),
    ];
    for (const link of links)
      expect(link).toHaveAttribute('href', '/signin?email=a%40b.ca&referral_link=abc');
    await userEvent.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from });
  });

  it("under a race, Log in is the race's sign-in", () => {
    renderAt('/register/thebigcanadarun2025/createaccount?promo_code=X', <SignUpForm />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/register/thebigcanadarun2025/signin?promo_code=X',
    );
  });
});
