/**
 * Where a registration's medal ships, in its Races Registered entry (docs/security.md item 63):
 * the address kept with the registration, under the account page's address labels (docs/product.md
 * §P2), with a Correct control until the leg's medals ship (`medalsShipAt`; unknown while it
 * loads or if it cannot be read: the control stays and the server decides).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { correctionsOpen } from '../../../contract/address-correction';
import type { SubscribedRace } from '../../../contract/docs/user';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { NO_ADDRESS } from '../logic/correction-refusal-texts';
import { AddressCorrectionForm } from './address-correction-form';
import { AddressRows } from './address-rows';

export const MEDALS_SHIPPED_NOTE = msg`Medals for this challenge have shipped to this address.`;

interface Props {
  readonly race: SubscribedRace;
  /** undefined while unknown; null when the leg has no shipping date yet. */
  readonly medalsShipAt: Date | null | undefined;
  readonly now: Date;
}

export function RegistrationAddress({ race, medalsShipAt, now }: Props) {
  const { t, i18n } = useLingui();
  const [correcting, setCorrecting] = useState(false);
  const correctButton = useRef<HTMLButtonElement>(null);
  const address = race.shippingAddress;
  const language = useActiveLanguage();
  const raceName = localized(race.raceInfo, 'name', language) || race.legId;
  const open = medalsShipAt === undefined || correctionsOpen(medalsShipAt, now);
  const close = () => {
    setCorrecting(false);
    requestAnimationFrame(() => correctButton.current?.focus());
  };

  return (
    <div className="mt-3" data-testid={`registration-address-${race.legId}`}>
      <h3 className="h6 mb-1">
        <Trans>Medal shipping address</Trans>
      </h3>
      {address === null && <p className="mb-0 small">{i18n._(NO_ADDRESS)}</p>}
      {address !== null && correcting && (
        <AddressCorrectionForm
          legId={race.legId}
          raceName={raceName}
          current={address}
          onDone={close}
        />
      )}
      {address !== null && !correcting && (
        <>
          <p className="mb-0 text-break">
            {address.firstName} {address.lastName}
          </p>
          <AddressRows address={address} testId={`shipping-address-${race.legId}`} />
          {open ? (
            <button
              ref={correctButton}
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={t`Correct address for ${raceName}`}
              onClick={() => setCorrecting(true)}
            >
              <Trans>Correct address</Trans>
            </button>
          ) : (
            <p className="mb-0 small text-body-secondary">{i18n._(MEDALS_SHIPPED_NOTE)}</p>
          )}
        </>
      )}
    </div>
  );
}
