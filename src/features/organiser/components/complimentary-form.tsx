/**
 * Give her a complimentary registration (docs/organiser-console.md, "Complimentary
 * registration"): a leg she is not on, where her medal ships (left empty: her profile's address,
 * as for a gift redemption) and the reason. The server registers her with no payment, marks the
 * registration complimentary, sends her confirmation and logs it; a leg it refuses (unknown, one
 * she is on, one whose challenge has ended) is said at the leg's field, a bad address field at
 * that field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ComplimentaryResult } from '../../../contract/callables/organiser-support';
import { giveComplimentary } from '../api/support-actions';
import { LegSelect } from './leg-select';
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
  /** Her registrations' legs: not offered. */
  readonly registeredLegs: readonly string[];
  /** After it is given: the lookup says so and reads her again (this form is made anew). */
  readonly onGiven: (result: ComplimentaryResult) => void;
}

export function ComplimentaryForm({ uid, registeredLegs, onGiven }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [legId, setLegId] = useState('');
  const [legProblem, setLegProblem] = useState('');
  const [input, setInput] = useState<AddressInput>(EMPTY_ADDRESS);
  const [problems, setProblems] = useState<AddressProblems>({});
  const badAddress = useBadAddress();

  function check() {
    setLegProblem(legId ? '' : t`Choose the leg to register her on.`);
    return legId !== '';
  }

  async function send(reason: string): Promise<ActionOutcome> {
    setProblems({});
    const address = Object.values(input).every((value) => value.trim() === '')
      ? null
      : trimmedAddress(input);
    const answer = await giveComplimentary({ uid, legId, address, reason });
    if (answer.ok) {
      setLegId('');
      setInput(EMPTY_ADDRESS);
      onGiven(answer.data);
      return 'done';
    }
    const atField = answer.refusal === 'badAddress' ? badAddress(answer.details) : null;
    if (atField) {
      setProblems(atField);
      return 'shownAtField';
    }
    const legRefusal =
      answer.refusal === 'alreadyRegistered'
        ? t`She is already registered on that leg.`
        : answer.refusal === 'unknownLeg'
          ? t`That leg no longer exists.`
          : answer.refusal === 'legEnded'
            ? t`That leg’s challenge has ended.`
            : null;
    if (legRefusal) {
      setLegProblem(legRefusal);
      return 'shownAtField';
    }
    return { failure: t`We could not reach the server just now. Please try again.` };
  }

  return (
    <>
      <h4 className="h6 mt-3">
        <Trans>Complimentary registration</Trans>
      </h4>
      <ReasonedActionForm
        name={t`Give a complimentary registration`}
        reasonLabel={<Trans>Reason for the complimentary registration</Trans>}
        reasonMissing={t`Give the reason for the complimentary registration.`}
        submitLabel={<Trans>Register her, no payment</Trans>}
        columns={[8, 4]}
        check={check}
        send={send}
      >
        <div className="col-12 col-md-6">
          <LegSelect
            id={`${id}-leg`}
            value={legId}
            small
            exclude={registeredLegs}
            problem={legProblem}
            onChange={(value) => {
              setLegId(value);
              setLegProblem('');
            }}
          />
        </div>
        <p className="col-12 small text-body-secondary mb-0">
          <Trans>
            Where her medal ships. Left empty, the address of her profile is kept, as for a gift
            code.
          </Trans>
        </p>
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
    </>
  );
}

/** What the lookup says once it is given (kept above the lookup, which reads her again). */
export function ComplimentaryNote({ result }: { readonly result: ComplimentaryResult }) {
  return (
    <p className="alert alert-success py-2" data-testid="complimentary-given">
      {result.outcome === 'given' ? (
        <Trans>Registered with no payment: bib {result.bib}. Her confirmation is on its way.</Trans>
      ) : (
        <Trans>She was given this leg before: bib {result.bib}. Nothing was changed.</Trans>
      )}
    </p>
  );
}
