export { ConsentBanner } from './components/consent-banner';
export { ProfileConsentSync } from './components/profile-consent-sync';
