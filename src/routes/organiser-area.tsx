/**
 * /organiser (docs/organiser-console.md): organisers only, the custom claim `admin: true` on her
 * ID token (lib/organiser-claim.ts). A visitor or a participant sees the app's not-found page,
 * as for any path that is not hers (docs/security.md item 78), and the console's chunk and
 * catalogue are never fetched for her. This guard is its own small chunk, so no page's first
 * load carries any of it; every organiser call is checked again on the server.
 */
import { lazy } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../lib/auth-context';
import { useOrganiserClaim } from '../lib/organiser-claim';
import NotFoundPage from './not-found-page';

// Rendered once its part of the catalogue is in (docs/i18n.md), as the router's screens are.
const OrganiserPage = lazy(() =>
  import('./organiser-page').then((module) => module.texts.then(() => module)),
);

export default function OrganiserArea() {
  const { status, user } = useAuth();
  const claim = useOrganiserClaim(user);
  if (status === 'loading' || (status === 'signedIn' && claim === 'checking'))
    return <PageSpinner />;
  return claim === 'organiser' ? <OrganiserPage /> : <NotFoundPage />;
}
