import { useLingui } from '@lingui/react/macro';
import Container from 'react-bootstrap/Container';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getConfig } from '../config/env';
import { paths, showsBackArrow } from '../config/paths';
import { useAuth } from '../lib/auth-context';
import { LanguageSwitch } from '../components/language-switch';
import { headerTheme } from './header-theme';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const theme = headerTheme(getConfig().appEnv, window.location.hostname);

  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(paths.home());
  };

  return (
    <header className={`app-header app-header--${theme}`} data-theme={theme}>
      <Container className="d-flex align-items-center gap-2 py-2">
        {showsBackArrow(location.pathname) && (
          <button
            type="button"
            className="btn btn-link app-header__icon"
            onClick={goBack}
            aria-label={t`Back`}
          >
            <span aria-hidden="true">←</span>
          </button>
        )}
        <Link to={paths.home()} className="app-header__logo me-auto" aria-label={t`Home`}>
          <img src="/images/logo.svg" alt="Canada Virtual Challenges" height={40} />
        </Link>
        <LanguageSwitch className="app-header__language" />
        <UserMenu email={user?.email} />
      </Container>
    </header>
  );
}
