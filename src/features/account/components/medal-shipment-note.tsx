/**
 * Her medal shipped (docs/organiser-console.md, "Medals to ship"): the carrier, when, and the
 * carrier's tracking link, in her Races Registered entry, once an organiser imported it.
 */
import { Trans } from '@lingui/react/macro';
import { CARRIER_LABELS, type MedalShipment } from '../../../contract/organiser/medal-shipment';
import { formatLongDay } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';

export function MedalShipmentNote({ shipment }: { readonly shipment: MedalShipment }) {
  const language = useActiveLanguage();
  const carrier = CARRIER_LABELS[shipment.carrier][language];
  const number = shipment.trackingNumber;
  const day = shipment.shippedAt ? formatLongDay(shipment.shippedAt, language) : '';
  return (
    <p className="mt-2 mb-0" data-testid="medal-shipped">
      {day ? (
        <Trans>
          Your medal shipped on {day} with {carrier}.
        </Trans>
      ) : (
        <Trans>Your medal shipped with {carrier}.</Trans>
      )}{' '}
      <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
        <Trans>Track your medal (tracking number {number})</Trans>
      </a>
    </p>
  );
}
