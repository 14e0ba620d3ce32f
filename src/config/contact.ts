/** The help address shown in the footer and on the confirmation pages. */
export const CONTACT_EMAIL = 'support@canadavirtualchallenges.ca';
/** The terms and privacy policy, linked from the footer and the sign-up terms box. */
export const POLICY_URL = 'https://canadavirtualchallenges.ca/policies';
