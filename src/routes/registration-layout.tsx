import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../app/page-spinner';

/** Frame of /register/{raceUrl}/*. The race lookup (unknown, inactive or non-race → /404) belongs to the registration feature. */
export default function RegistrationLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
