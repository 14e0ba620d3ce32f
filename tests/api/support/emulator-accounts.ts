/**
 * Auth emulator accounts for the api tests, made over its REST endpoint (not through the app),
 * so a test can start from an account the app has never seen.
 */
import { randomBytes } from 'node:crypto';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

export function uniqueEmail(label: string): string {
  return `api-${label}-${randomBytes(4).toString('hex')}@example.test`;
}

/** An Auth account with no users/{uid} document; resolves to its uid. */
export async function createAuthAccount(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId)
    throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(body)}`);
  return body.localId;
}
