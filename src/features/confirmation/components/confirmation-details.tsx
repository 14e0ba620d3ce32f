import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { trackPurchase } from '../../../lib/analytics';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { reportError } from '../../../lib/report-error';
import type { SubscribedRace } from '../../../contract/docs/user';
import { useLegLabels, useRaceLinks } from '../api/confirmation-data';
import { NO_RACE_LINKS } from '../api/race-product-models';
import { giftCodeRows, giftLegIds, greeting } from '../logic/confirmation-format';
import { variantForRaceKey } from '../logic/confirmation-variants';
import {
  BibAndCommunity,
  HelpContact,
  MedalShipping,
  ReferralInvite,
} from './confirmation-sections';
import { GiftCodes } from './gift-codes';
import { RegistrationSummary } from './registration-summary';

export interface ConfirmationDetailsProps {
  readonly uid: string;
  readonly raceKey: string;
  readonly entry: SubscribedRace;
  readonly firstName: string;
}

/** The thank-you content once the registration exists; the variant follows the race key. */
export function ConfirmationDetails({ uid, raceKey, entry, firstName }: ConfirmationDetailsProps) {
  const { i18n } = useLingui();
  const variant = variantForRaceKey(raceKey);
  const links = useRaceLinks(entry.raceId);
  const legIds = useMemo(() => giftLegIds(entry.giftCodes), [entry.giftCodes]);
  const language = useActiveLanguage();
  const labels = useLegLabels(entry.raceId, legIds, language);
  const rows = useMemo(
    () => giftCodeRows(entry.giftCodes, labels.status === 'success' ? labels.data : {}),
    [entry.giftCodes, labels.status, labels.data],
  );

  useEffect(() => {
    try {
      trackPurchase({ uid, legId: entry.legId });
    } catch (error) {
      reportError(error, { action: 'trackPurchase', legId: entry.legId });
    }
  }, [uid, entry.legId]);

  return (
    <>
      <h1 className="h3 mb-2">{i18n._(greeting(firstName))}</h1>
      <p className="lead">{i18n._(variant.intro)}</p>
      <RegistrationSummary entry={entry} variant={variant} />
      <BibAndCommunity links={links.status === 'success' ? links.data : NO_RACE_LINKS} />
      <MedalShipping text={i18n._(variant.medalShipping)} />
      {rows.length > 0 && <GiftCodes rows={rows} labelsLoaded={labels.status !== 'loading'} />}
      {variant.isRun && <ReferralInvite />}
      <HelpContact />
    </>
  );
}
