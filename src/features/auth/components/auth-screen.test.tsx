import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CreateAccountPage from '../../../routes/create-account-page';
import SignInPage from '../../../routes/sign-in-page';
import { fetchRaceCheckoutLook } from '../api/race-checkout-look';
import { renderAt } from '../testing/render-at';
import { AuthScreen } from './auth-screen';

vi.mock('../api/auth-actions', () => ({ signIn: vi.fn(), createAccount: vi.fn(), sendResetEmail: vi.fn() }));
vi.mock('../api/race-checkout-look', () => ({ fetchRaceCheckoutLook: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const fetchLookMock = vi.mocked(fetchRaceCheckoutLook);
const RACE_LOOK = { banner: '/images/r-banner.svg', background: '/images/r-bg.svg', backgroundMobile: '/images/r-bg-m.svg' };

function cssVar(name: string) {
  return screen.getByTestId('auth-screen').style.getPropertyValue(name);
}

beforeEach(() => {
  fetchLookMock.mockReset();
});

describe('AuthScreen', () => {
  it('uses the default background tiled at 620 px, on desktop and mobile, and no banner', () => {
    render(<AuthScreen title="Welcome Back">form</AuthScreen>);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(cssVar('--auth-bg')).toBe('url("/images/checkout-background-default.svg")');
    expect(cssVar('--auth-bg-size')).toBe('620px');
    expect(cssVar('--auth-bg-repeat')).toBe('repeat');
    expect(cssVar('--auth-bg-mobile')).toBe('url("/images/checkout-background-default.svg")');
    expect(screen.queryByTestId('checkout-banner')).not.toBeInTheDocument();
  });

  it("shows a race's banner and its desktop and mobile backgrounds", () => {
    render(<AuthScreen title="Welcome Back" look={RACE_LOOK}>form</AuthScreen>);
    expect(screen.getByTestId('checkout-banner')).toHaveAttribute('src', '/images/r-banner.svg');
    expect(cssVar('--auth-bg')).toBe('url("/images/r-bg.svg")');
    expect(cssVar('--auth-bg-size')).toBe('cover');
    expect(cssVar('--auth-bg-mobile')).toBe('url("/images/r-bg-m.svg")');
  });
});

describe('the sign-in and sign-up pages', () => {
  it('at /signin use the default look and never ask for a race', () => {
    renderAt('/signin', <SignInPage />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(fetchLookMock).not.toHaveBeenCalled();
  });

  it("under /register/{raceUrl}/ load that race's look", async () => {
    fetchLookMock.mockResolvedValue(RACE_LOOK);
    renderAt('/register/ride2025/createaccount', <CreateAccountPage />);
    expect(screen.getByRole('heading', { name: "Let's get started" })).toBeInTheDocument();
    expect(await screen.findByTestId('checkout-banner')).toHaveAttribute('src', '/images/r-banner.svg');
    expect(fetchLookMock).toHaveBeenCalledWith('ride2025');
  });

  it('keep the default look when the race cannot be read', async () => {
    fetchLookMock.mockRejectedValue(new Error('offline'));
    renderAt('/register/ride2025/signin', <SignInPage />);
    await waitFor(() => expect(fetchLookMock).toHaveBeenCalled());
    expect(screen.queryByTestId('checkout-banner')).not.toBeInTheDocument();
    expect(cssVar('--auth-bg')).toContain('checkout-background-default.svg');
  });
});
