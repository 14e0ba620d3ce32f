/**
 * Reads the emulators' state over their REST endpoints (as the owner, bypassing rules), so
 * browser tests can check what the app wrote. Emulator only: hosts come from the env that
 * `firebase emulators:exec` sets; the project is the app's demo project.
 */
import { emulatorProjectId } from '../../../scripts/lib/demo-project.mjs';

const PROJECT_ID = emulatorProjectId();
/** The local provider stand-in in the Functions emulator, where .env.emulators sends the connect links (docs/trackers.md). */
export const STAND_IN = `${process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001'}/${PROJECT_ID}/us-central1/localProvider`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const OWNER = { Authorization: 'Bearer owner' };

/** The uid of the Auth account with this e-mail, or null. */
export async function authUidByEmail(email: string): Promise<string | null> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  if (!response.ok)
    throw new Error(`Auth emulator lookup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { users?: { localId: string }[] };
  return body.users?.[0]?.localId ?? null;
}

/** A Firestore document's fields in the REST shape ({email: {stringValue}}), or null when absent. */
export async function firestoreDoc(
  path: string,
): Promise<Record<string, Record<string, unknown>> | null> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: OWNER },
  );
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`Firestore emulator read failed: ${response.status} ${await response.text()}`);
  return (
    ((await response.json()) as { fields?: Record<string, Record<string, unknown>> }).fields ?? {}
  );
}

/**
 * Writes the fields named by `mask` (REST field paths, e.g. 'times.S_1' or "keptDuplicates.`1_2025-02-03`") as
 * the owner, the way the server would: a path in `mask` and absent from `fields` is deleted.
 */
export async function patchFirestoreDoc(
  path: string,
  fields: Record<string, unknown>,
  mask: readonly string[],
): Promise<void> {
  const query = mask.map((m) => `updateMask.fieldPaths=${encodeURIComponent(m)}`).join('&');
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?${query}&currentDocument.exists=true`,
    {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    },
  );
  if (!response.ok)
    throw new Error(`Firestore emulator write failed: ${response.status} ${await response.text()}`);
}

export interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobLink: string;
}

/** The out-of-band e-mails (password reset, verification) the Auth emulator has "sent". */
export async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator oobCodes failed: ${response.status}`);
  return ((await response.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/**
 * How long a wait for the server's own work (a trigger's write, an e-mail, an import) may take
 * on the shared emulator suite. The Firestore emulator delivers every trigger of the suite one
 * at a time (docs/testing.md, "One trigger queue for the whole suite"), and two browser workers
 * plus the machine's other stages share it: a trigger that runs in a second may wait behind
 * others for many. A wait ends as soon as its evidence is there; only a failing test waits it out.
 */
export const SERVER_MS = 90_000;

/** Waits for `check` to return a value other than null/false, up to SERVER_MS by default. */
export async function eventually<T>(
  check: () => Promise<T | null | false>,
  timeoutMs = SERVER_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the emulator state');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
