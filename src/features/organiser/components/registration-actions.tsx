/**
 * The support actions on one registration of the participant lookup (docs/organiser-console.md,
 * "Support actions"): change her team, correct the address, resend the confirmation and end
 * the registration after a refund (a registration a payment made, not a complimentary one), move
 * it to another leg of its race. Each asks for a reason and is checked and logged by the server.
 */
import type { LookupRegistration } from '../../../contract/callables/organiser';
import type { MoveRegistrationResult } from '../../../contract/callables/organiser-support';
import { AddressCorrectionForm } from './address-correction-form';
import { ChangeTeamForm } from './change-team-form';
import { EndRegistrationForm } from './end-registration-form';
import { MoveRegistrationForm } from './move-registration-form';
import { ResendConfirmationForm } from './resend-confirmation-form';

export type OnMoved = (result: MoveRegistrationResult, label: string) => void;

interface Props {
  readonly registration: LookupRegistration;
  readonly uid: string;
  /** Her registrations' legs: a move offers only the others. */
  readonly registeredLegs: readonly string[];
  readonly onMoved: OnMoved;
  /** After a change: the lookup reads her again. */
  readonly onChanged: () => void;
}

export function RegistrationActions({
  registration: r,
  uid,
  registeredLegs,
  onMoved,
  onChanged,
}: Props) {
  return (
    <>
      <ChangeTeamForm uid={uid} legId={r.legId} onChanged={onChanged} />
      <AddressCorrectionForm
        uid={uid}
        legId={r.legId}
        address={r.address}
        onCorrected={onChanged}
      />
      {r.payment && !r.payment.endedAt && (
        <>
          <ResendConfirmationForm uid={uid} legId={r.legId} />
          {/* Ending after a refund: a complimentary registration had nothing to refund. */}
          {!r.complimentary && (
            <EndRegistrationForm uid={uid} legId={r.legId} onEnded={onChanged} />
          )}
        </>
      )}
      {r.otherLegs.some((leg) => !registeredLegs.includes(leg.legId)) && (
        <MoveRegistrationForm
          uid={uid}
          fromLegId={r.legId}
          legs={r.otherLegs.filter((leg) => !registeredLegs.includes(leg.legId))}
          onMoved={onMoved}
        />
      )}
    </>
  );
}
