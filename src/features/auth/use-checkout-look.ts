/**
 * The look of the sign-in and sign-up screens for the current route. Under
 * /register/{raceUrl}/ it is the race's (read by a lazily imported module, so the plain
 * /signin screen loads only firebase/app and firebase/auth); elsewhere the default.
 * Until the race answers, and if it cannot be read, the default look is shown.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { reportError } from '../../lib/report-error';
import { DEFAULT_LOOK, type CheckoutLook } from './checkout-look';

export function useCheckoutLook(): CheckoutLook {
  const { raceUrl } = useParams();
  const [loaded, setLoaded] = useState<{ readonly raceUrl: string; readonly look: CheckoutLook } | null>(null);

  useEffect(() => {
    if (!raceUrl) return undefined;
    let active = true;
    import('./api/race-checkout-look')
      .then(({ fetchRaceCheckoutLook }) => fetchRaceCheckoutLook(raceUrl))
      .then((look) => {
        if (active) setLoaded({ raceUrl, look });
      })
      .catch((error: unknown) => reportError(error, { action: 'loadCheckoutLook', raceUrl }));
    return () => {
      active = false;
    };
  }, [raceUrl]);

  return raceUrl && loaded?.raceUrl === raceUrl ? loaded.look : DEFAULT_LOOK;
}
