import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { authLoaded } from './auth-load';
import { reportError } from './report-error';
import { rememberSignedIn } from './session-hint';
import { isLeaving, signInSettled } from './sign-in-gate';

/**
 * Auth state: loading until the listener first reports, then a user or none (spec 01 §4).
 * 'signedIn' waits for a running sign-in to finish preparing the account; once Logout has begun,
 * the signed-out report is not passed on: the page restarts at sign-in (lib/sign-in-gate.ts).
 * Auth itself arrives in its own chunk, when the entry starts it (lib/auth-load.ts).
 */
export type AuthState =
  | { readonly status: 'loading'; readonly user: null }
  | { readonly status: 'signedIn'; readonly user: User }
  | { readonly status: 'signedOut'; readonly user: null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  useEffect(() => {
    let latest = 0;
    let unsubscribe: (() => void) | null = null;
    let unmounted = false;
    authLoaded().then(
      ({ watchAuth }) => {
        if (unmounted) return;
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
      },
      (error: unknown) => reportError(error, { action: 'loadAuth' }),
    );
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
