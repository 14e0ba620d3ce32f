import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CreateAccountPage from '../../../routes/create-account-page';
import SignInPage from '../../../routes/sign-in-page';
import { RegistrationRaceProvider } from '../../registration/hooks/registration-race-context';
import { RACE } from '../../registration/test-support/fixtures';
import { renderAt } from '../testing/render-at';
import { AuthScreen } from './auth-screen';

vi.mock('../api/auth-actions', () => ({
  signIn: vi.fn(),
  createAccount: vi.fn(),
  sendResetEmail: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const RACE_LOOK = {
  banner: '/images/r-banner.svg',
  background: '/images/r-bg.svg',
  backgroundMobile: '/images/r-bg-m.svg',
};

function cssVar(name: string) {
  return screen.getByTestId('auth-screen').style.getPropertyValue(name);
}

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
    render(
      <AuthScreen title="Welcome Back" look={RACE_LOOK}>
        form
      </AuthScreen>,
    );
    expect(screen.getByTestId('checkout-banner')).toHaveAttribute('src', '/images/r-banner.svg');
    expect(cssVar('--auth-bg')).toBe('url("/images/r-bg.svg")');
    expect(cssVar('--auth-bg-size')).toBe('cover');
    expect(cssVar('--auth-bg-mobile')).toBe('url("/images/r-bg-m.svg")');
  });
});

describe('the sign-in and sign-up pages', () => {
  it('at /signin use the default look', () => {
    renderAt('/signin', <SignInPage />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-banner')).not.toBeInTheDocument();
    expect(cssVar('--auth-bg')).toContain('checkout-background-default.svg');
  });

  it("under /register/{raceUrl}/ show the race's look, provided by the registration layout (no read of their own)", () => {
    const race = {
      ...RACE,
      metadata: {
        ...RACE.metadata,
        checkoutBanner: RACE_LOOK.banner,
        checkoutBackground: RACE_LOOK.background,
        checkoutBackgroundMobile: RACE_LOOK.backgroundMobile,
      },
    };
    renderAt(
      '/register/ride2025/createaccount',
      <RegistrationRaceProvider race={race}>
        <CreateAccountPage />
      </RegistrationRaceProvider>,
    );
    expect(screen.getByRole('heading', { name: "Let's get started" })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-banner')).toHaveAttribute('src', '/images/r-banner.svg');
    expect(cssVar('--auth-bg')).toBe('url("/images/r-bg.svg")');
    expect(cssVar('--auth-bg-mobile')).toBe('url("/images/r-bg-m.svg")');
  });
});
