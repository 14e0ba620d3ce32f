/**
 * The account page, 'Personal Information' (docs/product.md §P2 Account page): e-mail, connected
 * device (with the connect links when none), shipping address (editable) and Races Registered
 * (each with the address its medal ships to, correctable until medals ship).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { reportError } from '../../../lib/report-error';
import { useUserDoc } from '../../../lib/use-user-doc';
import { useGiftCodeDetails } from '../api/gift-coupons';
import { medalShipDates, useRegisteredLegs } from '../api/medal-ship-dates';
import { useMedalShipments } from '../api/medal-shipments';
import { giftCodeRefs, raceSports, sortRacesByStartNewestFirst } from '../logic/account-races';
import { linkedDevice } from '../../../contract/linked-device';
import { parseMailPreferences } from '../../../contract/mail-preferences';
import { DeviceSection, FitbitReconnectNotice } from '../../trackers';
import { AddressSection } from './address-section';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationsSection } from './notifications-section';
import { LeaderboardNameSection } from './leaderboard-name-section';
import { MailPreferencesSection } from './mail-preferences-section';
import { MyDataSection } from './my-data-section';
import { RacesRegistered } from './races-registered';

interface Props {
  readonly uid: string;
  readonly email: string;
}

/** Her choices before her user document is read: the defaults of an empty map. */
const NO_MAIL_PREFERENCES_STORED = parseMailPreferences(undefined);

export function AccountScreen({ uid, email }: Props) {
  const { t } = useLingui();
  const profile = useUserDoc(uid);
  const races = useMemo(
    () =>
      profile.status === 'success' && profile.data
        ? sortRacesByStartNewestFirst(profile.data.subscribedRaces)
        : [],
    [profile.status, profile.data],
  );
  const gifts = useGiftCodeDetails(useMemo(() => giftCodeRefs(races), [races]));
  const legIds = useMemo(() => races.map((race) => race.legId), [races]);
  const legs = useRegisteredLegs(legIds);
  const shipments = useMedalShipments(uid, legIds);
  const shipDates = medalShipDates(legs);
  const mailPreferences = profile.data?.mailPreferences ?? NO_MAIL_PREFERENCES_STORED;
  // Until the leg documents are read, the registrations' own copies say each race's sport.
  const language = useActiveLanguage();
  const sports = useMemo(
    () => raceSports(races, legs.status === 'success' ? legs.data : {}, language),
    [races, legs.status, legs.data, language],
  );

  useEffect(() => {
    if (profile.status === 'error') reportError(profile.error, { action: 'loadAccount' });
  }, [profile.status, profile.error]);
  useEffect(() => {
    if (gifts.status === 'error') reportError(gifts.error, { action: 'loadGiftCodes' });
  }, [gifts.status, gifts.error]);
  // Unknown dates leave the Correct control in place (the server decides); the failure is logged.
  useEffect(() => {
    if (shipDates.status === 'error')
      reportError(shipDates.error, { action: 'loadMedalShipDates' });
  }, [shipDates.status, shipDates.error]);

  return (
    <div className="container py-4 account-page">
      <h1 className="h3 mb-4">
        <Trans>Personal Information</Trans>
      </h1>
      <section className="mb-4" aria-labelledby="account-email">
        <h2 id="account-email" className="h5">
          <Trans>Email</Trans>
        </h2>
        <p className="text-break" data-testid="account-email">
          {profile.data?.email || email}
        </p>
      </section>
      {profile.status === 'loading' && <LoadingText text={t`Loading your account...`} />}
      {profile.status === 'error' && (
        <LoadError message={t`We couldn't load your account.`} onRetry={profile.retry} />
      )}
      {profile.status === 'success' && (
        <>
          <FitbitReconnectNotice
            needsReconnect={profile.data?.fitbitAccount?.needsReconnect === true}
            origin={window.location.origin}
          />
          <DeviceSection
            device={profile.data ? linkedDevice(profile.data) : 'none'}
            origin={window.location.origin}
            races={sports}
          />
          <AddressSection uid={uid} details={profile.data?.details ?? null} />
          <LeaderboardNameSection
            uid={uid}
            choice={profile.data?.leaderboardName ?? 'full'}
            firstName={profile.data?.details?.firstName ?? ''}
            lastName={profile.data?.details?.lastName ?? ''}
          />
          <MailPreferencesSection
            uid={uid}
            email={profile.data?.email || email}
            stored={mailPreferences}
          />
          <NotificationsSection uid={uid} mailPreferences={mailPreferences} />
          <RacesRegistered
            races={races}
            gifts={gifts}
            shipDates={shipDates}
            shipments={shipments.status === 'success' ? shipments.data : {}}
          />
          <MyDataSection />
          <DeleteAccountSection />
        </>
      )}
    </div>
  );
}
