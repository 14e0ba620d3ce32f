/**
 * The steps' own messages (docs/product.md §R2.5, §R5), in English letter for letter, kept once here so
 * the checks that set them and the table that words them (message-texts.ts) share one text.
 */
import type { DonationError } from '../../../contract/donation';
import { MAX_GIFTS } from '../../../contract/checkout-order';

/** Step 2: a gift quantity that is not a whole number of 0 or more. */
export const GIFT_QUANTITY_MESSAGE = 'Please enter a whole number of 0 or more.';

/** Step 2: more gift registrations than the server takes in one order (the checkout contract). */
export const GIFT_TOTAL_MESSAGE = `You can give at most ${MAX_GIFTS} gift registrations per order.`;

/** Step 3: the donation's checks (contract/donation.ts). */
export const DONATION_MESSAGES: Readonly<Record<DonationError, string>> = {
  notWholeNumber: 'Please enter a whole number of dollars.',
  belowMinimum: 'The donation cannot be less than $0.',
  organizationRequired: 'Please choose an organization.',
};

/** Step 4: the order could not be written (hooks/use-checkout.ts). */
export const CHECKOUT_WRITE_FAILED = 'We could not start the payment. Please try again.';
