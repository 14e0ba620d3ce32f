import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../components/language-switch';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  return (
    <main className="container py-5 text-center">
      <p className="text-end">
        <LanguageSwitch />
      </p>
      <h1 className="display-5">404</h1>
      <p className="lead">
        <Trans>We couldn't find that page.</Trans>
      </p>
      <Link className="btn btn-primary" to={paths.home()}>
        <Trans>Go to my homepage</Trans>
      </Link>
    </main>
  );
}
