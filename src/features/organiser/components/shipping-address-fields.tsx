/**
 * A shipping address field by field, in registration step 1's order, for the console's actions
 * that take one (correct an address, give a complimentary registration; docs/organiser-console.md).
 * The checks are the server's (registration step 1's, contract/shipping-address.ts): their module
 * is not loaded here, it stays in the participant pages' chunk (docs/performance.md); a `badAddress`
 * refusal names the field and its problem, shown at that field.
 */
import { useLingui } from '@lingui/react/macro';
import type {
  AddressProblem,
  ShippingAddress,
  ShippingAddressField,
} from '../../../contract/shipping-address';

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

export type AddressInput = Record<ShippingAddressField, string>;
export type AddressProblems = Partial<Record<ShippingAddressField, string>>;

export const EMPTY_ADDRESS = Object.fromEntries(
  SHIPPING_ADDRESS_FIELDS.map((name) => [name, '']),
) as AddressInput;

/** The address to send: each field trimmed. */
export function trimmedAddress(input: AddressInput): ShippingAddress {
  return Object.fromEntries(
    SHIPPING_ADDRESS_FIELDS.map((name) => [name, input[name].trim()]),
  ) as ShippingAddress;
}

/** The details of a `badAddress` refusal (contract/callables/organiser-address.ts). */
interface BadAddress {
  readonly field?: string;
  readonly problem?: AddressProblem;
}

/** A `badAddress` refusal's field and its problem in words (null when it names none). */
export function useBadAddress(): (details: unknown) => AddressProblems | null {
  const { t } = useLingui();
  // One text per kind of problem (the contract's codes name the field and the kind).
  const problemText = (code: AddressProblem) =>
    code.endsWith('Required')
      ? t`Required.`
      : code.endsWith('TooLong')
        ? t`Too long.`
        : code === 'postalCodePattern'
          ? t`Not a postal code of this country.`
          : t`Not a phone number.`;
  return (details) => {
    const bad = details as BadAddress;
    const field = SHIPPING_ADDRESS_FIELDS.find((name) => name === bad.field);
    return field && bad.problem ? { [field]: problemText(bad.problem) } : null;
  };
}

interface Props {
  /** The form's id prefix (useId). */
  readonly id: string;
  readonly input: AddressInput;
  readonly problems: AddressProblems;
  readonly onChange: (name: ShippingAddressField, value: string) => void;
}

export function ShippingAddressFields({ id, input, problems, onChange }: Props) {
  const { t } = useLingui();
  const labels: Record<ShippingAddressField, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    address: t`Street address`,
    country: t`Country (two letters)`,
    state: t`Province or state`,
    city: t`City`,
    postalCode: t`Postal code`,
    phoneNumber: t`Phone`,
  };
  return SHIPPING_ADDRESS_FIELDS.map((name) => (
    <div key={name} className="col-12 col-md-3">
      <label className="form-label small" htmlFor={`${id}-${name}`}>
        {labels[name]}
      </label>
      <input
        id={`${id}-${name}`}
        className={`form-control form-control-sm${problems[name] ? ' is-invalid' : ''}`}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
        value={input[name]}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {problems[name] && (
        <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
          {problems[name]}
        </div>
      )}
    </div>
  ));
}
