/**
 * Whether the signed-in account is an organiser: the custom claim `admin: true` on her ID token
 * (docs/organiser-console.md). Only decides what the browser shows (/organiser or the
 * not-found page, src/app/route-guards.tsx): every organiser read and action is checked again
 * on the server (docs/security.md item 78). No Firebase import: the user object reads its token.
 */
import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';

export type OrganiserClaim = 'checking' | 'organiser' | 'not-organiser';

export function useOrganiserClaim(user: User | null): OrganiserClaim {
  const [seen, setSeen] = useState<{ user: User; claim: OrganiserClaim } | null>(null);
  useEffect(() => {
    if (!user) return undefined;
    let current = true;
    user.getIdTokenResult().then(
      (token) => {
        if (current)
          setSeen({ user, claim: token.claims.admin === true ? 'organiser' : 'not-organiser' });
      },
      () => {
        if (current) setSeen({ user, claim: 'not-organiser' });
      },
    );
    return () => {
      current = false;
    };
  }, [user]);
  if (!user) return 'not-organiser';
  return seen?.user === user ? seen.claim : 'checking';
}
