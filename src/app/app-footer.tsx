import { Trans, useLingui } from '@lingui/react/macro';
import Container from 'react-bootstrap/Container';
import { CONTACT_EMAIL, POLICY_URL } from '../config/contact';

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
        <span>© 2025 Canada Virtual Challenges</span>
      </Container>
    </footer>
  );
}
