/**
 * The registration's messages in the participant's language (docs/i18n.md). The checks and the
 * server's refusal tables (contract/: the details' field messages, startCheckout's and
 * redeemGiftCode's refusals) hold each text once, in English, letter for letter as the spec
 * gives it; they stay pure and shared with the functions. This table words each of those texts
 * from the catalogues when it is shown, keyed by the English text itself, so a check written
 * once serves both languages. A unit test holds every text of those tables to an entry here
 * whose English is the same letter for letter; a text without an entry shows as it is.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  MAX_EXTRAS,
  MAX_GIFTS,
  START_CHECKOUT_REFUSAL_TEXTS,
  type OrderRefusal,
} from '../../../contract/checkout-order';
import { REDEEM_GIFT_CODE_REFUSAL_TEXTS } from '../../../contract/gift-code-redemption';
import { REFERRAL_LINK_INVALID_MESSAGE } from '../../../contract/registration-refusals';
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_MESSAGES,
  tooLongMessage,
} from '../../../contract/shipping-address';
import {
  TEAM_CODE_MAX_LENGTH,
  TEAM_CODE_MIN_LENGTH,
  TEAM_CODE_TOO_MANY_ATTEMPTS,
  TEAM_CODE_TOO_SHORT,
  TEAM_CODE_WRONG,
  TEAM_NAME_TAKEN,
  TEAM_NAME_TITLE,
} from '../../../contract/team-rules';
import {
  GIFT_NETWORK_MESSAGE,
  GIFT_OTHER_MESSAGE,
  GIFT_SIGNED_OUT_MESSAGE,
} from './gift-redemption-messages';
import { DETAILS_MESSAGES } from './details-validation';
import {
  CHECKOUT_WRITE_FAILED,
  DONATION_MESSAGES,
  GIFT_QUANTITY_MESSAGE,
  GIFT_TOTAL_MESSAGE,
} from './step-messages';
import { donationButtonLabel } from '../../../contract/donation';

const teamCodeMin = TEAM_CODE_MIN_LENGTH;
const teamCodeMax = TEAM_CODE_MAX_LENGTH;
const maxGifts = MAX_GIFTS;
const maxExtras = MAX_EXTRAS;

const tooLong = (max: number): MessageDescriptor =>
  msg`Please keep this to ${max} characters or fewer.`;

/** The gift code field's own texts (components/gift-code-field.tsx), in English. */
export const GIFT_FIELD_TEXTS = {
  empty: 'Please enter your gift code.',
  noDistance: 'Choose your distance on step 1 before redeeming a gift code.',
  accepted: 'Code accepted.',
  hint: 'Have a gift code? It registers you for the distance you chose on step 1 without paying. Codes are case-sensitive.',
} as const;

/** The checkout's own wait limit (hooks/use-checkout.ts). */
export const CHECKOUT_TIMEOUT_TEXT = msg`The payment page is taking longer than expected to open.`;

/** English text → its catalogue entry. */
const ENTRIES: readonly (readonly [string, MessageDescriptor])[] = [
  // Step 1's checks (details-validation.ts; the address ones are the account page's too).
  [DETAILS_MESSAGES.distanceId, msg`Please choose a distance.`],
  [DETAILS_MESSAGES.alreadyRegistered, msg`You are already registered for this distance.`],
  [ADDRESS_MESSAGES.firstName, msg`Please enter your first name.`],
  [ADDRESS_MESSAGES.lastName, msg`Please enter your last name.`],
  [ADDRESS_MESSAGES.address, msg`Please enter your address.`],
  [ADDRESS_MESSAGES.country, msg`Please choose your country.`],
  [ADDRESS_MESSAGES.state, msg`Please enter your province or state.`],
  [ADDRESS_MESSAGES.city, msg`Please enter your city.`],
  [ADDRESS_MESSAGES.postalCode, msg`Please enter your postal code.`],
  [ADDRESS_MESSAGES.postalCodePattern, msg`Please enter a valid postal code.`],
  [ADDRESS_MESSAGES.phoneNumber, msg`Please enter your phone number.`],
  [ADDRESS_MESSAGES.phonePattern, msg`Please enter a phone number like 123-456-7890.`],
  ...[...new Set(Object.values(ADDRESS_FIELD_MAX))].map(
    (max) => [tooLongMessage(max), tooLong(max)] as const,
  ),
  [DETAILS_MESSAGES.teamChoice, msg`Please choose a team option.`],
  [DETAILS_MESSAGES.teamName, msg`Please enter a team name.`],
  [DETAILS_MESSAGES.teamPick, msg`Please choose a team.`],
  [DETAILS_MESSAGES.teamNameReserved, msg`This team name is reserved, please choose another.`],
  [DETAILS_MESSAGES.teamNameTooLong, msg`This team name is too long.`],
  [DETAILS_MESSAGES.teamCode, msg`Please enter the team code.`],
  [DETAILS_MESSAGES.teamCodeTooLong, msg`This team code is too long.`],
  [TEAM_NAME_TAKEN, msg`This team name is already taken for this distance.`],
  [TEAM_CODE_WRONG, msg`This team code is not correct.`],
  [TEAM_CODE_TOO_SHORT, msg`A team code has at least ${teamCodeMin} characters.`],
  [
    TEAM_CODE_TOO_MANY_ATTEMPTS,
    msg`Too many attempts with a wrong team code. Please try again in an hour.`,
  ],
  [TEAM_NAME_TITLE, msg`Only letters and numbers accepted`],
  // The steps' own checks and failures (step-messages.ts) and the donation step's button.
  [GIFT_QUANTITY_MESSAGE, msg`Please enter a whole number of 0 or more.`],
  [GIFT_TOTAL_MESSAGE, msg`You can give at most ${maxGifts} gift registrations per order.`],
  [DONATION_MESSAGES.notWholeNumber, msg`Please enter a whole number of dollars.`],
  [DONATION_MESSAGES.belowMinimum, msg`The donation cannot be less than $0.`],
  [DONATION_MESSAGES.organizationRequired, msg`Please choose an organization.`],
  [CHECKOUT_WRITE_FAILED, msg`We could not start the payment. Please try again.`],
  [donationButtonLabel(0), msg`Continue without Donation`],
  [donationButtonLabel(1), msg`Continue`],
  // startCheckout's refusals (contract/checkout-order.ts); promoGone is worded by code below.
  [START_CHECKOUT_REFUSAL_TEXTS.signedOut, msg`Sign in to register.`],
  [START_CHECKOUT_REFUSAL_TEXTS.orderMissing, msg`The order is missing.`],
  [START_CHECKOUT_REFUSAL_TEXTS.unknownChallenge, msg`Unknown challenge.`],
  [START_CHECKOUT_REFUSAL_TEXTS.badTeamName, msg`Please enter a valid team name.`],
  [
    START_CHECKOUT_REFUSAL_TEXTS.teamCodeTooLong,
    msg`Please enter a team code of at most ${teamCodeMax} characters.`,
  ],
  [START_CHECKOUT_REFUSAL_TEXTS.badGifts, msg`The gift registrations are not valid.`],
  [START_CHECKOUT_REFUSAL_TEXTS.badGift, msg`A gift registration is not valid.`],
  [
    START_CHECKOUT_REFUSAL_TEXTS.badGiftQuantity,
    msg`Gift quantities must be whole numbers of 0 or more.`,
  ],
  [
    START_CHECKOUT_REFUSAL_TEXTS.tooManyGifts,
    msg`You can give at most ${maxGifts} gift registrations per order.`,
  ],
  [
    START_CHECKOUT_REFUSAL_TEXTS.badDonation,
    msg`Please enter a donation in whole dollars, up to 100,000.`,
  ],
  [START_CHECKOUT_REFUSAL_TEXTS.noOrganization, msg`Please pick an organization.`],
  [START_CHECKOUT_REFUSAL_TEXTS.badExtras, msg`The extras are not valid.`],
  [START_CHECKOUT_REFUSAL_TEXTS.badExtra, msg`An extra is not valid.`],
  [START_CHECKOUT_REFUSAL_TEXTS.tooManyExtras, msg`At most ${maxExtras} extras per order.`],
  [START_CHECKOUT_REFUSAL_TEXTS.badPromoCode, msg`This promo code is not valid.`],
  [REFERRAL_LINK_INVALID_MESSAGE, msg`This referral link is not valid.`],
  [START_CHECKOUT_REFUSAL_TEXTS.notFromApp, msg`Payments can only start from the app.`],
  [START_CHECKOUT_REFUSAL_TEXTS.closed, msg`Registration for this challenge is closed.`],
  [
    START_CHECKOUT_REFUSAL_TEXTS.legGone,
    msg`This distance is no longer available. Please choose another one.`,
  ],
  [
    START_CHECKOUT_REFUSAL_TEXTS.giftGone,
    msg`A gift registration you chose is no longer available. Please change your gifts.`,
  ],
  [
    START_CHECKOUT_REFUSAL_TEXTS.extraGone,
    msg`An extra you chose is no longer available. Please remove it.`,
  ],
  [START_CHECKOUT_REFUSAL_TEXTS.noTeams, msg`This challenge has no teams.`],
  [START_CHECKOUT_REFUSAL_TEXTS.noSuchTeam, msg`This team does not exist.`],
  // redeemGiftCode's refusals and failures (contract/gift-code-redemption.ts, api/redeem-gift-code.ts).
  [REDEEM_GIFT_CODE_REFUSAL_TEXTS.signedOut, msg`Sign in to redeem a gift code.`],
  [REDEEM_GIFT_CODE_REFUSAL_TEXTS.invalid, msg`Invalid Code. Codes are case-sensitive.`],
  [REDEEM_GIFT_CODE_REFUSAL_TEXTS.wrongDistance, msg`This coupon is not valid for this distance.`],
  [REDEEM_GIFT_CODE_REFUSAL_TEXTS.noDistance, msg`A distance (legId) is required.`],
  [REDEEM_GIFT_CODE_REFUSAL_TEXTS.unknownDistance, msg`Unknown distance.`],
  [
    GIFT_NETWORK_MESSAGE,
    msg`We could not reach the server to redeem your code. Please check your connection and try again.`,
  ],
  [GIFT_SIGNED_OUT_MESSAGE, msg`Your session has ended. Please sign in again to redeem your code.`],
  [GIFT_OTHER_MESSAGE, msg`We could not redeem your code. Please try again.`],
  [GIFT_FIELD_TEXTS.empty, msg`Please enter your gift code.`],
  [GIFT_FIELD_TEXTS.noDistance, msg`Choose your distance on step 1 before redeeming a gift code.`],
  [GIFT_FIELD_TEXTS.accepted, msg`Code accepted.`],
  [
    GIFT_FIELD_TEXTS.hint,
    msg`Have a gift code? It registers you for the distance you chose on step 1 without paying. Codes are case-sensitive.`,
  ],
];

const BY_ENGLISH: ReadonlyMap<string, MessageDescriptor> = new Map(ENTRIES);

/** The catalogue entry of one of the registration's English texts, or null when it has none. */
export function messageEntry(text: string): MessageDescriptor | null {
  return BY_ENGLISH.get(text) ?? null;
}

/** A registration text in the active language (as it is when the catalogues do not know it). */
export function worded(i18n: I18n, text: string): string {
  const entry = messageEntry(text);
  return entry ? i18n._(entry) : text;
}

/** A startCheckout refusal in the active language; promoGone names the order's promo code. */
export function wordedRefusal(i18n: I18n, refusal: OrderRefusal, promoCode: string | null): string {
  if (refusal.code !== 'promoGone') return worded(i18n, refusal.message);
  const code = promoCode ?? '';
  return i18n._(msg`The promo code ${code} is not valid any more.`);
}
