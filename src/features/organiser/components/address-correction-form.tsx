/**
 * Correct a registration's shipping address outside the self-serve rule (docs/organiser-console.md,
 * "Correct a shipping address"): the registration's address field by field and a reason; the
 * server checks it with registration step 1's rules (contract/shipping-address.ts) and names a
 * bad field, shown at that field, nothing written. The zone and the ship date the account page
 * enforces are not checked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ShippingAddress } from '../../../contract/shipping-address';
import { correctAddress } from '../api/support-actions';
import { ReasonedActionForm, type ActionOutcome } from './reasoned-action-form';
import {
  EMPTY_ADDRESS,
  ShippingAddressFields,
  trimmedAddress,
  useBadAddress,
  type AddressInput,
  type AddressProblems,
} from './shipping-address-fields';

interface Props {
  readonly uid: string;
  readonly legId: string;
  readonly address: ShippingAddress | null;
  readonly onCorrected: () => void;
}

export function AddressCorrectionForm({ uid, legId, address, onCorrected }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [input, setInput] = useState<AddressInput>({ ...EMPTY_ADDRESS, ...address });
  const [problems, setProblems] = useState<AddressProblems>({});
  const badAddress = useBadAddress();

  async function send(reason: string): Promise<ActionOutcome> {
    setProblems({});
    const answer = await correctAddress({ uid, legId, address: trimmedAddress(input), reason });
    if (answer.ok) {
      onCorrected();
      return 'done';
    }
    const atField = answer.refusal === 'badAddress' ? badAddress(answer.details) : null;
    if (atField) {
      setProblems(atField);
      return 'shownAtField';
    }
    return {
      failure:
        answer.refusal === 'notRegistered'
          ? t`She is no longer registered on this leg. Search again.`
          : t`We could not reach the server just now. Please try again.`,
    };
  }

  return (
    <ReasonedActionForm
      name={t`Correct the shipping address`}
      reasonLabel={<Trans>Reason for the correction</Trans>}
      reasonMissing={t`Give the reason for the correction.`}
      submitLabel={<Trans>Correct the address</Trans>}
      columns={[9, 3]}
      send={send}
    >
      <ShippingAddressFields
        id={id}
        input={input}
        problems={problems}
        onChange={(name, value) => {
          setInput((current) => ({ ...current, [name]: value }));
          setProblems((current) => ({ ...current, [name]: undefined }));
        }}
      />
    </ReasonedActionForm>
  );
}
