/**
 * What other features use of trackers (docs/product.md §P2 Account page, Tracker return pages): the
 * account page's device section (connect links, disconnect). The return pages are routes of
 * their own (src/routes/tracker-return-page.tsx).
 */
export { DeviceSection } from './components/device-section';
export { FitbitReconnectNotice } from './components/fitbit-reconnect-notice';
// The dashboard's reconnect prompt starts the new Fitbit connect with it (loaded on its click).
export { startAuthorization } from './api/start-authorization';
export type { RaceSport } from './logic/counted-types';
