import { useCallback, useState } from 'react';
import { reportError } from '../../lib/report-error';
import { fieldsOfError, isExpectedAuthError, toAuthError, type AuthErrorCode } from './auth-errors';

export interface AuthFailure {
  readonly code: AuthErrorCode;
  readonly message: string;
}

/**
 * One sign-in or sign-up attempt: busy while the provider answers; a failure becomes the
 * form's alert (and the fields it points at), unexpected ones are logged. On success the
 * form stays busy: the auth listener and the route guard move the visitor on.
 */
export function useAuthAttempt(action: string) {
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useCallback(
    async (run: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await run();
      } catch (error) {
        const authError = toAuthError(error);
        if (!isExpectedAuthError(authError.code)) reportError(error, { action });
        setFailure(authError);
        setBusy(false);
      }
    },
    [action],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  return {
    failure,
    busy,
    attempt,
    clearFailure,
    flagged: failure ? fieldsOfError(failure.code) : [],
  };
}
