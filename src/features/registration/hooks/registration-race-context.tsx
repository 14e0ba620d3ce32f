/**
 * The race of /register/{raceUrl}/*, provided by the registration layout to everything under
 * it: the form, and the sign-in and sign-up screens (useRegistrationRace → their look).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RaceProduct } from '../api/catalogue-models';

export interface RegistrationRaceLook {
  readonly banner: string | null;
  readonly background: string | null;
  readonly backgroundMobile: string | null;
}

interface RaceContextValue {
  readonly race: RaceProduct;
  readonly look: RegistrationRaceLook;
}

const RaceContext = createContext<RaceContextValue | null>(null);

const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

export function RegistrationRaceProvider({
  race,
  children,
}: {
  readonly race: RaceProduct;
  readonly children: ReactNode;
}) {
  const value = useMemo<RaceContextValue>(
    () => ({
      race,
      look: {
        banner: text(race.metadata.checkoutBanner),
        background: text(race.metadata.checkoutBackground),
        backgroundMobile: text(race.metadata.checkoutBackgroundMobile),
      },
    }),
    [race],
  );
  return <RaceContext.Provider value={value}>{children}</RaceContext.Provider>;
}

/**
 * The checkout banner and backgrounds of the current race (metadata checkoutBanner,
 * checkoutBackground, checkoutBackgroundMobile); all null outside /register/{raceUrl}.
 */
export function useRegistrationRace(): RegistrationRaceLook {
  return (
    useContext(RaceContext)?.look ?? { banner: null, background: null, backgroundMobile: null }
  );
}

/** The race product itself; only under the registration layout. */
export function useRegistrationRaceProduct(): RaceProduct {
  const value = useContext(RaceContext);
  if (!value) throw new Error('useRegistrationRaceProduct must be used under /register/{raceUrl}.');
  return value.race;
}
