/**
 * The frame's texts (the skip link, the error page, the user menu, the footer): their
 * English and French live in the catalogues (docs/i18n.md); the frame shows them through
 * `useLingui()._`, so no English is written in its JSX.
 */
import { msg } from '@lingui/core/macro';

export const FRAME_MESSAGES = {
  skipToContent: msg`Skip to content`,
  somethingWentWrong: msg`Something went wrong`,
  pageNotShown: msg`This page could not be shown. Check your connection and try again.`,
  tryAgain: msg`Try again`,
  goToMyHomepage: msg`Go to my homepage`,
  accountSettings: msg`Account settings`,
  referralHub: msg`Referral hub`,
  cookiePreferences: msg`Cookie preferences`,
} as const;
