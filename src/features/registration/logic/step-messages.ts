/**
 * The texts steps 2 and 3 and the busy form show from their own checks (spec 01 §2.4, §2.5,
 * §5), in English, letter for letter; message-texts.ts words them from the catalogues.
 */
import type { DonationError } from '../../../contract/donation';

export const DONATION_MESSAGES: Readonly<Record<DonationError, string>> = {
  notWholeNumber: 'Please enter a whole number of dollars.',
  belowMinimum: 'The donation cannot be less than $0.',
  organizationRequired: 'Please choose an organization.',
};

export const GIFT_QUANTITY_MESSAGE = 'Please enter a whole number of 0 or more.';

/** The spinner's texts while the checkout opens and while a gift code is redeemed. */
export const PERSONALIZING_TEXT = 'Personalizing your Experience';
export const REGISTERING_TEXT = 'Registering...';
