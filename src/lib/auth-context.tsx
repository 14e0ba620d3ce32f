import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { auth } from './firebase-app';

/** Auth state: loading until the listener first reports, then a user or none (spec 01 §4). */
export type AuthState =
  | { readonly status: 'loading'; readonly user: null }
  | { readonly status: 'signedIn'; readonly user: User }
  | { readonly status: 'signedOut'; readonly user: null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  useEffect(
    () =>
      onAuthStateChanged(auth, (user) => {
        setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
      }),
    [],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
