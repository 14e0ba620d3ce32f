/** The gift code field's failures that are not refusals (api/redeem-gift-code.ts), worded once. */
export const GIFT_NETWORK_MESSAGE =
  'We could not reach the server to redeem your code. Please check your connection and try again.';
export const GIFT_SIGNED_OUT_MESSAGE =
  'Your session has ended. Please sign in again to redeem your code.';
export const GIFT_OTHER_MESSAGE = 'We could not redeem your code. Please try again.';
