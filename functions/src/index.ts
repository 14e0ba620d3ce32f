/**
 * Entry point: every Cloud Function the app deploys, one module each (built into lib/index.js,
 * what `firebase deploy` ships). The emulator suite loads functions/emulator/index.ts instead:
 * these and the local stand-ins for Stripe Checkout and the tracker providers, which never
 * enter this bundle (tests/unit/deployed-functions.test.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { functionsRegionHere } from '../../src/config/deployment-here';
import { disconnect } from './trackers/disconnect';
import { exchangeAuthorizationCode as fitbitExchangeAuthorizationCode } from './trackers/fitbit/exchange-authorization-code';
import { webhook as fitbitWebhook } from './trackers/fitbit/fitbit-webhook';
import { remindLegacyConnections as fitbitRemindLegacyConnections } from './trackers/fitbit/fitbit-legacy';
import { exchangeAccessToken } from './trackers/garmin/exchange-access-token';
import { webhook as garminWebhook } from './trackers/garmin/garmin-webhook';
import { startAuthorization } from './trackers/oauth2/start-authorization';
import { exchangeAuthorizationCode } from './trackers/strava/exchange-authorization-code';
import { webhook } from './trackers/strava/strava-webhook';
import { fairPlayFlags, reviewFlag } from './organiser/fair-play-review';
import { importTracking } from './organiser/import-tracking';
import { lookupParticipant } from './organiser/lookup-participant';
import { medalsToShip } from './organiser/medals-to-ship';
import { newsReach } from './organiser/news-reach';
import { newsTest } from './organiser/news-test';
import { raceNumbers } from './organiser/race-numbers';
import { changeTeam } from './organiser/change-team';
import { correctAddress } from './organiser/correct-address';
import { giveComplimentary } from './organiser/give-complimentary';
import { updateSiteOptions } from './organiser/update-site-options';
import { updateLegSetup } from './organiser/update-leg-setup';
import { endRegistration } from './organiser/end-registration';
import { giftCodeBatch } from './organiser/gift-code-batch';
import { moveRegistration } from './organiser/move-registration';
import { resendConfirmation } from './organiser/resend-confirmation';

initializeApp();
// The region is the deployment's (deployments.json, docs/deploy.md).
setGlobalOptions({ region: functionsRegionHere(), maxInstances: 10 });

export { checkTeam } from './registration/check-team';
export { cheerFeedItem } from './team-feed/cheer-feed-item';
export { onNotePosted } from './team-feed/on-note-posted';
export { onFeedItemDeleted } from './team-feed/on-feed-item-deleted';
export { deleteMyAccount } from './account/delete-my-account';
export { exportMyData } from './account/export-my-data';
export { onAuthUserDeleted } from './account/on-auth-user-deleted';
export { correctShippingAddress } from './registration/correct-shipping-address';
export { createReferralLink } from './referrals/create-referral-link';
export { onActivityWritten } from './activities/on-activity-written';
export { onLeaderboardNameChanged } from './standings/on-leaderboard-name-changed';
export { onPaymentWritten } from './registration/provision-payment';
export { onRegistrationProvisioned } from './registration/confirmation-mail-trigger';
export { sendNews } from './mail/send-news';
export { unsubscribe } from './mail/unsubscribe-endpoint';
export { requestNewsConfirmation } from './mail/request-news-confirmation';
export { confirmNews } from './mail/confirm-news-endpoint';
export { onStandingsRowWritten } from './standings/on-standings-row-written';
export { reconcile } from './reconcile/scheduled-reconcile';
export { redeemGiftCode } from './registration/redeem-gift-code';
export { sendGiftCode } from './registration/send-gift-code';
export { onGiftMailDelivery } from './registration/on-gift-mail-delivery';
export { reportGiftMail } from './registration/report-gift-mail';
export { rollStandingsWindows } from './standings/roll-standings-windows';
export { startCheckout } from './registration/start-checkout';
export { stripeWebhook } from './payments/stripe-webhook';
export { onMailDeliveryError } from './ops/on-mail-delivery-error';
export { onTrackerEventCreated, retryTrackerEvents } from './trackers/process-event';

// Groups: deployed as `strava-exchangeAuthorizationCode`, `strava-webhook`, `trackers-disconnect`
// (docs/trackers.md, the names the browser and the providers use).
export const strava = { exchangeAuthorizationCode, webhook };
export const fitbit = {
  exchangeAuthorizationCode: fitbitExchangeAuthorizationCode,
  webhook: fitbitWebhook,
  remindLegacyConnections: fitbitRemindLegacyConnections,
};
export const garmin = { exchangeAccessToken, webhook: garminWebhook };
export const trackers = { disconnect, startAuthorization };
// The organisers' console (docs/organiser-console.md): `organiser-medalsToShip`, …
export const organiser = {
  changeTeam,
  correctAddress,
  endRegistration,
  fairPlayFlags,
  giftCodeBatch,
  giveComplimentary,
  importTracking,
  lookupParticipant,
  medalsToShip,
  moveRegistration,
  newsReach,
  newsTest,
  raceNumbers,
  resendConfirmation,
  reviewFlag,
  updateLegSetup,
  updateSiteOptions,
};
