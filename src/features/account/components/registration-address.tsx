/**
 * Where a registration's medal ships, in its Races Registered entry (security checklist 63):
 * the address kept with the registration, under the account page's address labels (spec 02
 * §2), with a Correct control until the leg's medals ship (`medalsShipAt`; unknown while it
 * loads or if it cannot be read: the control stays and the server decides).
 */
import { useRef, useState } from 'react';
import { CORRECTION_MESSAGES, correctionsOpen } from '../../../contract/address-correction';
import type { SubscribedRace } from '../../../contract/docs/user';
import { AddressCorrectionForm } from './address-correction-form';
import { AddressRows } from './address-rows';

export const MEDALS_SHIPPED_NOTE = 'Medals for this challenge have shipped to this address.';

interface Props {
  readonly race: SubscribedRace;
  /** undefined while unknown; null when the leg has no shipping date yet. */
  readonly medalsShipAt: Date | null | undefined;
  readonly now: Date;
}

export function RegistrationAddress({ race, medalsShipAt, now }: Props) {
  const [correcting, setCorrecting] = useState(false);
  const correctButton = useRef<HTMLButtonElement>(null);
  const address = race.shippingAddress;
  const raceName = race.raceInfo.name || race.legId;
  const open = medalsShipAt === undefined || correctionsOpen(medalsShipAt, now);
  const close = () => {
    setCorrecting(false);
    requestAnimationFrame(() => correctButton.current?.focus());
  };

  return (
    <div className="mt-3" data-testid={`registration-address-${race.legId}`}>
      <h3 className="h6 mb-1">Medal shipping address</h3>
      {address === null && <p className="mb-0 small">{CORRECTION_MESSAGES.noAddress}</p>}
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
              aria-label={`Correct address for ${raceName}`}
              onClick={() => setCorrecting(true)}
            >
              Correct address
            </button>
          ) : (
            <p className="mb-0 small text-body-secondary">{MEDALS_SHIPPED_NOTE}</p>
          )}
        </>
      )}
    </div>
  );
}
