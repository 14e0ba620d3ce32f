/**
 * What other features use of trackers (spec 02 §2 Account page, Tracker return pages): the
 * account page's device section (connect links, disconnect). The return pages are routes of
 * their own (src/routes/*-return-page.tsx).
 */
export { DeviceSection } from './components/device-section';
export { FitbitReconnectNotice } from './components/fitbit-reconnect-notice';
export type { RaceSport } from './logic/counted-types';
