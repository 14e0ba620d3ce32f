export { ConsentBanner } from './components/consent-banner';
