/**
 * Fitbit connections made before Fitbit's Web API and OAuth were shut down (2026-11-02) for the
 * Google Health API (docs/trackers.md, "Fitbit"): a connection made since says so with
 * `fitbitAccount.api: 'google-health'` on users/{uid} (and `api` on its server-only tokens). One
 * without it can import nothing any more: the dashboard and the account page ask her to
 * reconnect, the server e-mails her once, and what she counted stays. Pure.
 */
export const FITBIT_API = 'google-health';

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** The users/{uid} fitbitAccount value of a connection through the Google Health API. */
export function fitbitAccountValue(): {
  readonly connected: true;
  readonly api: typeof FITBIT_API;
} {
  return { connected: true, api: FITBIT_API };
}

/** Whether users/{uid}.fitbitAccount is a connection of the retired Fitbit OAuth. */
export function fitbitNeedsReconnect(fitbitAccount: unknown): boolean {
  return field(fitbitAccount, 'connected') === true && field(fitbitAccount, 'api') !== FITBIT_API;
}
