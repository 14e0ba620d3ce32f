import { Trans, useLingui } from '@lingui/react/macro';
import Container from 'react-bootstrap/Container';
import { CONTACT_EMAIL, POLICY_URL } from '../config/contact';
import { getConfig } from '../config/env';
import { FRAME_MESSAGES } from './frame-messages';

/** The consent store loads with the banner, after the page: the footer only asks for it. */
const showConsentBanner = () =>
  void import('../lib/consent').then(({ requestConsentBanner }) => requestConsentBanner());

export function AppFooter() {
  const { t } = useLingui();
  return (
    <footer className="app-footer border-top mt-4">
      <Container className="d-flex flex-column flex-sm-row flex-wrap align-items-center justify-content-between gap-2 py-3 small">
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        <img src="/images/powered-by-strava.svg" alt={t`Powered by Strava`} height={24} />
        <a href={POLICY_URL} target="_blank" rel="noreferrer">
          <Trans>Cookies, privacy and terms policy</Trans>
        </a>
        {/* The analytics consent banner again, to change her choice (docs/privacy.md); no analytics configured, nothing to choose. */}
        {/* Written in at build time (as in main.tsx): a staging or production build without an id carries none of it. */}
        {(import.meta.env.VITE_GA_MEASUREMENT_ID || import.meta.env.VITE_APP_ENV === 'local') &&
          getConfig().gaMeasurementId && (
            <button type="button" className="btn btn-link btn-sm p-0" onClick={showConsentBanner}>
              {t(FRAME_MESSAGES.cookiePreferences)}
            </button>
          )}
        <span>© 2025 Canada Virtual Challenges</span>
      </Container>
    </footer>
  );
}
