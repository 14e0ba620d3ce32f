import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { User } from 'firebase/auth';
import { authArrived, authLoaded } from './auth-load';
import { reloadIfFailureKept } from './kept-load-failure';
import { reportError } from './report-error';
import { rememberSignedIn } from './session-hint';
import { isLeaving, signInSettled } from './sign-in-gate';

/**
 * Auth state: loading until the listener first reports, then a user or none (docs/product.md §R4).
 * 'signedIn' waits for a running sign-in to finish preparing the account; once Logout has begun,
 * the signed-out report is not passed on: the page restarts at sign-in (lib/sign-in-gate.ts).
 * Auth itself arrives in its own chunk, when the entry starts it (lib/auth-load.ts).
 */
export type AuthState =
  | { readonly status: 'loading'; readonly user: null }
  | { readonly status: 'signedIn'; readonly user: User }
  | { readonly status: 'signedOut'; readonly user: null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/**
 * Whether Auth's own file failed to arrive (lib/auth-load.ts), and how to fetch it again: a
 * page waiting for the session shows that with a Try again rather than a spinner forever.
 */
export interface AuthLoad {
  readonly failed: boolean;
  readonly retry: () => void;
}

const AuthLoadContext = createContext<AuthLoad>({ failed: false, retry: () => undefined });

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  const retry = useCallback(() => {
    setFailed(false);
    setTries((count) => count + 1);
  }, []);

  // The session is watched once Auth has arrived, whichever call brought it: this provider's
  // own below, or a Log In clicked after a failed fetch (auth-actions.ts).
  useEffect(() => {
    let latest = 0;
    let unsubscribe: (() => void) | null = null;
    let unmounted = false;
    void authArrived().then(({ watchAuth }) => {
      if (unmounted) return;
      setFailed(false);
      unsubscribe = watchAuth((user) => {
        const change = (latest += 1);
        rememberSignedIn(user !== null);
        if (isLeaving()) return;
        if (!user) {
          setState({ status: 'signedOut', user: null });
          return;
        }
        // A sign-in or sign-up in progress reports the user before users/{uid} exists: wait for it.
        void signInSettled().then(() => {
          if (change === latest) setState({ status: 'signedIn', user });
        });
      });
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, []);

  // Fetches Auth (once started, lib/auth-load.ts), again on Try again and when the device
  // comes back online after a failure.
  useEffect(() => {
    let current = true;
    authLoaded().catch(async (error: unknown) => {
      if (!current || (await reloadIfFailureKept(error))) return;
      reportError(error, { action: 'loadAuth' });
      setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [tries]);
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const load = useMemo<AuthLoad>(() => ({ failed, retry }), [failed, retry]);
  return (
    <AuthContext.Provider value={state}>
      <AuthLoadContext.Provider value={load}>{children}</AuthLoadContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

export function useAuthLoad(): AuthLoad {
  return useContext(AuthLoadContext);
}
