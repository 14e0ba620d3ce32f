import { Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { RegistrationRaceGate } from '../features/registration/components/registration-race-gate';

/** Frame of /register/{raceUrl}/*: the race lookup (unknown, inactive or non-race → /404) and its context. */
export default function RegistrationLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RegistrationRaceGate />
    </Suspense>
  );
}
