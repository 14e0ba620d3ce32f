/**
 * Correct a registration's shipping address outside the self-serve rule (docs/organiser-console.md,
 * "Correct a shipping address"): the registration's address field by field and a reason; the
 * server checks it with registration step 1's rules (contract/shipping-address.ts) and names a
 * bad field, shown at that field, nothing written. The checks' module is not loaded here: it
 * stays in the participant pages' chunk (docs/performance.md). The zone and the ship date the
 * account page enforces are not checked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';
import type {
  AddressProblem,
  ShippingAddress,
  ShippingAddressField,
} from '../../../contract/shipping-address';
import { correctAddress } from '../api/support-actions';

/** The details of a `badAddress` refusal (contract/callables/organiser-address.ts). */
interface BadAddress {
  readonly field?: string;
  readonly problem?: AddressProblem;
}

interface Props {
  readonly uid: string;
  readonly legId: string;
  readonly address: ShippingAddress | null;
  readonly onCorrected: () => void;
}

// The form's inputs, in registration step 1's order; the type checks none is missing.
const SHIPPING_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'country',
  'state',
  'city',
  'postalCode',
  'phoneNumber',
] as const satisfies readonly ShippingAddressField[];
const everyField: Exclude<
  ShippingAddressField,
  (typeof SHIPPING_ADDRESS_FIELDS)[number]
> extends never
  ? true
  : never = true;
void everyField;

type Field = ShippingAddressField | 'reason';
type Problems = Partial<Record<Field, string>>;

const EMPTY = Object.fromEntries(SHIPPING_ADDRESS_FIELDS.map((name) => [name, ''])) as Record<
  ShippingAddressField,
  string
>;

export function AddressCorrectionForm({ uid, legId, address, onCorrected }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [input, setInput] = useState<Record<ShippingAddressField, string>>({
    ...EMPTY,
    ...address,
  });
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const labels: Record<Field, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    address: t`Street address`,
    country: t`Country (two letters)`,
    state: t`Province or state`,
    city: t`City`,
    postalCode: t`Postal code`,
    phoneNumber: t`Phone`,
    reason: t`Reason for the correction`,
  };

  // One text per kind of problem (the contract's codes name the field and the kind).
  const problemText = (code: AddressProblem) =>
    code.endsWith('Required')
      ? t`Required.`
      : code.endsWith('TooLong')
        ? t`Too long.`
        : code === 'postalCodePattern'
          ? t`Not a postal code of this country.`
          : t`Not a phone number.`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    if (!why) {
      setProblems({ reason: t`Give the reason for the correction.` });
      return;
    }
    setProblems({});
    const address = Object.fromEntries(
      SHIPPING_ADDRESS_FIELDS.map((name) => [name, input[name].trim()]),
    ) as ShippingAddress;
    setBusy(true);
    setFailure('');
    const answer = await correctAddress({ uid, legId, address, reason: why });
    setBusy(false);
    if (answer.ok) {
      onCorrected();
      return;
    }
    const details = answer.refusal === 'badAddress' ? (answer.details as BadAddress) : null;
    const field = SHIPPING_ADDRESS_FIELDS.find((name) => name === details?.field);
    if (field && details?.problem) {
      setProblems({ [field]: problemText(details.problem) });
      return;
    }
    setFailure(
      answer.refusal === 'notRegistered'
        ? t`She is no longer registered on this leg. Search again.`
        : t`We could not reach the server just now. Please try again.`,
    );
  }

  const fieldProps = (name: Field) => ({
    id: `${id}-${name}`,
    className: `form-control form-control-sm${problems[name] ? ' is-invalid' : ''}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });

  const problemOf = (name: Field) =>
    problems[name] ? (
      <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
        {problems[name]}
      </div>
    ) : null;

  return (
    <form
      className="border-top pt-2 mt-2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Correct the shipping address`}
    >
      <div className="row g-2">
        {SHIPPING_ADDRESS_FIELDS.map((name) => (
          <div key={name} className="col-12 col-md-3">
            <label className="form-label small" htmlFor={`${id}-${name}`}>
              {labels[name]}
            </label>
            <input
              {...fieldProps(name)}
              value={input[name]}
              onChange={(event) => {
                setInput((current) => ({ ...current, [name]: event.target.value }));
                setProblems((current) => ({ ...current, [name]: undefined }));
              }}
            />
            {problemOf(name)}
          </div>
        ))}
        <div className="col-12 col-md-9">
          <label className="form-label small" htmlFor={`${id}-reason`}>
            {labels.reason}
          </label>
          <input
            {...fieldProps('reason')}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems((current) => ({ ...current, reason: undefined }));
            }}
          />
          {problemOf('reason')}
        </div>
        <div className="col-12 col-md-3 d-flex align-items-end">
          <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
            <Trans>Correct the address</Trans>
          </button>
        </div>
      </div>
      {failure && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
