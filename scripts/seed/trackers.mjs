/**
 * Demo tracker connections (docs/trackers.md). demo-p48 (Fitbit's demo participant) connected
 * Fitbit before Fitbit's Web API and OAuth were shut down for the Google Health API
 * (2026-11-02): users/{uid}.fitbitAccount without `api`, tokens of the retired OAuth (no `api`)
 * and the link by her old Fitbit id. Her dashboard and account page ask her to reconnect; her
 * kilometres are the seeded ones.
 */

export const LEGACY_FITBIT_UID = 'demo-p48';
/** Her id in the retired Fitbit Web API (Fitbit's encoded ids: six characters). */
const LEGACY_FITBIT_ID = '2XLGCY';

/** The user document's field, and the server-only documents of her old connection. */
export function buildLegacyFitbit() {
  const connectedAtMs = Date.parse('2026-03-14T15:00:00Z');
  return {
    /** Merged into users/demo-p48. */
    userFields: { fitbitAccount: { connected: true } },
    docs: [
      {
        path: `oauth_tokens/${LEGACY_FITBIT_UID}`,
        data: {
          fitbit: {
            fitbitUserId: LEGACY_FITBIT_ID,
            accessToken: 'legacy-fitbit-access-demo',
            refreshToken: 'legacy-fitbit-refresh-demo',
            // Fitbit's 8-hour token, long expired: nothing refreshes it since the shutdown.
            expiresAtMs: Date.parse('2026-11-01T23:00:00Z'),
            connectedAtMs,
          },
        },
      },
      {
        path: `tracker_links/fitbit_${LEGACY_FITBIT_ID}`,
        data: { uid: LEGACY_FITBIT_UID, provider: 'fitbit', providerUserId: LEGACY_FITBIT_ID },
      },
    ],
  };
}
