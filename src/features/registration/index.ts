/**
 * What other features may use of registration: step 1's personal details fields and their
 * validation (the account page's address edit uses the same module, not a copy), and the
 * country list to show a stored country code by name.
 */
export { PersonalDetailsFields } from './components/personal-details-fields';
export { DETAILS_MESSAGES, validatePersonalDetails } from './logic/details-validation';
export { DETAIL_FIELDS, type FieldErrors, type RegistrationData } from './logic/registration-data';
export { findCountry } from './logic/countries';
