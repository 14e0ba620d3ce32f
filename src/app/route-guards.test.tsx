import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../lib/auth-context';
import { startAuthAfterPaint } from '../lib/auth-load';
import { rememberSignedIn } from '../lib/session-hint';
import { RequireSignedIn, RequireVisitor } from './route-guards';

const auth = vi.hoisted(() => ({
  state: { status: 'loading', user: null } as AuthState,
  load: { failed: false, retry: vi.fn() },
}));
vi.mock('../lib/auth-context', () => ({
  useAuth: () => auth.state,
  useAuthLoad: () => auth.load,
}));
vi.mock('../lib/auth-load', () => ({ startAuthAfterPaint: vi.fn() }));

/** /signin behind the visitor guard, with home as where a signed-in participant goes. */
function signInRoutes() {
  return (
    <MemoryRouter initialEntries={['/signin']}>
      <Routes>
        <Route
          path="/signin"
          element={
            <RequireVisitor parent="/">
              <form aria-label="Sign in" />
            </RequireVisitor>
          }
        />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const signInPage = () => render(signInRoutes());

beforeEach(() => {
  auth.state = { status: 'loading', user: null };
  auth.load.failed = false;
});
afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('the visitor guard before Auth has reported (phone speed: Auth after the first paint)', () => {
  it('draws the sign-in page at once on a device without a session, then starts Auth', () => {
    signInPage();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(startAuthAfterPaint).toHaveBeenCalledTimes(1);
  });

  it('waits on a device that had a session, so she never sees the form before being sent on', () => {
    rememberSignedIn(true);
    signInPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends a signed-in participant on once Auth reports her, even after drawing the form', () => {
    const view = signInPage();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    auth.state = { status: 'signedIn', user: {} as never };
    view.rerender(signInRoutes());
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe("a page waiting for the session when Auth's file did not arrive", () => {
  it('says so with Try again in place of a spinner forever, on a signed-in page', () => {
    auth.load.failed = true;
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <RequireSignedIn to="/createaccount">
          <p>Dashboard</p>
        </RequireSignedIn>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be shown. Check your connection and try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(auth.load.retry).toHaveBeenCalledTimes(1);
  });

  it('and on the sign-in page of a device that had a session', () => {
    rememberSignedIn(true);
    auth.load.failed = true;
    signInPage();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('leaves the form to a device without one: its Log In fetches Auth again', () => {
    auth.load.failed = true;
    signInPage();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
