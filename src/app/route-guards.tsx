import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { useAuth, useAuthLoad } from '../lib/auth-context';
import { startAuthAfterPaint } from '../lib/auth-load';
import { hasSignedInHint } from '../lib/session-hint';
import { PageSpinner } from '../components/page-spinner';
import { PageFailure } from './page-failure';

/** Navigation state that carries the page a visitor came from. */
export interface FromState {
  readonly from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** A page waiting for the session: the spinner, or Try again when Auth's file did not arrive. */
function AuthWait() {
  const { failed, retry } = useAuthLoad();
  return failed ? <PageFailure onRetry={retry} /> : <PageSpinner />;
}

function fromLocation(state: unknown): FromState['from'] | undefined {
  const from = (state as FromState | null)?.from;
  return from && typeof from.pathname === 'string' ? from : undefined;
}

/**
 * Signed-in only. A visitor is sent to `to` (a createaccount route) with the query
 * string kept and the origin in navigation state ('from').
 */
export function RequireSignedIn({
  to,
  children,
}: {
  readonly to: string;
  readonly children: ReactNode;
}) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <AuthWait />;
  if (status === 'signedOut') {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to={`${to}${location.search}`} replace state={{ from } satisfies FromState} />;
  }
  return children;
}

/**
 * Visitors only (sign-in, sign-up, password reset). A signed-in user goes to the
 * origin in navigation state when there is one, else to `parent` with the query kept; she is
 * found as soon as Auth reports, even when the page was drawn before.
 */
export function RequireVisitor({
  parent,
  children,
}: {
  readonly parent: string;
  readonly children: ReactNode;
}) {
  const { status } = useAuth();
  const location = useLocation();
  useEffect(startAuthAfterPaint, []);
  // A device without a session draws the page before Auth has loaded (lib/auth-load.ts);
  // one that had a session waits, so a signed-in participant never sees the form first.
  if (status === 'loading' && hasSignedInHint()) return <AuthWait />;
  if (status === 'signedIn') {
    const from = fromLocation(location.state);
    const target = from
      ? `${from.pathname}${from.search}${from.hash}`
      : `${parent}${location.search}`;
    return <Navigate to={target} replace />;
  }
  return children;
}

/** Renders children only when the query has `param`; otherwise goes to `to` (docs/product.md: the referral landing needs referral_link). */
export function RequireQueryParam({
  param,
  to,
  children,
}: {
  readonly param: string;
  readonly to: string;
  readonly children: ReactNode;
}) {
  const location = useLocation();
  if (!new URLSearchParams(location.search).get(param)) return <Navigate to={to} replace />;
  return children;
}
