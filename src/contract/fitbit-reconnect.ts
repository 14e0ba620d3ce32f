/**
 * Fitbit connections made before Fitbit's Web API and OAuth were shut down (2026-11-02) for the
 * Google Health API (docs/trackers.md, "Fitbit"): a connection made since says so with
 * `fitbitAccount.api: 'google-health'` on users/{uid} (and `api` on its server-only tokens). One
 * without it can import nothing any more: the dashboard and the account page ask her to
 * reconnect, the server e-mails her once, and what she counted stays. Pure.
 */
export const FITBIT_API = 'google-health';

/** The users/{uid} fitbitAccount value of a connection through the Google Health API. */
export function fitbitAccountValue(): {
  readonly connected: true;
  readonly api: typeof FITBIT_API;
} {
  return { connected: true, api: FITBIT_API };
}

/** Whether users/{uid}.fitbitAccount is a connection of the retired Fitbit OAuth. */
export function fitbitNeedsReconnect(fitbitAccount: unknown): boolean {
  // Small on purpose: the user document's parser (on every page) calls it.
  const account = fitbitAccount as { connected?: unknown; api?: unknown } | null | undefined;
  return account?.connected === true && account.api !== FITBIT_API;
}
