/**
 * Refusals the registration form's own checks and both registration callables (startCheckout,
 * redeemGiftCode) give alike (docs/product.md §R5, §R8): one text each, so the browser and the server
 * never say the same refusal two ways. Team texts live with the team rule (team-rules.ts).
 */

/** The leg is already in users/{uid}.subscribedRaces (docs/product.md §R5 Distance). */
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered for this distance.';

/** docs/product.md §R5: "A referral link is attached only if its document exists". */
export const REFERRAL_LINK_INVALID_MESSAGE = 'This referral link is not valid.';

/**
 * A read the callable needed failed (a Firestore outage, a timeout): sent as `unavailable`,
 * never as a refusal of what the participant entered, so the browser offers Retry.
 */
export const REGISTRATION_UNAVAILABLE_MESSAGE =
  'We could not check your registration just now. Please try again.';
