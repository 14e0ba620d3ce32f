/**
 * Step 2 (spec 01 §2.5, §5): a number of gift registrations per distance (giftCode_{priceId},
 * whole number, min 0). The gift-code entry belongs to a later issue: GiftCodeRedemptionSlot.
 */
import { useState, type FormEvent } from 'react';
import { currentPriceCents, type LegPrice } from '../api/catalogue-models';
import { giftFieldName } from '../logic/order-form';
import { field, type FieldErrors, type RegistrationData } from '../logic/registration-data';
import { formatCents } from './distance-radios';
import { TextField } from './form-field';

export const GIFT_QUANTITY_MESSAGE = 'Please enter a whole number of 0 or more.';

/** Where the gift-code entry (redeem a code instead of paying) goes; built in a later issue. */
export function GiftCodeRedemptionSlot() {
  return null;
}

interface Props {
  readonly formId: string;
  readonly data: RegistrationData;
  readonly onChange: (name: string, value: string) => void;
  readonly legs: readonly LegPrice[];
  readonly earlyEnd: string | undefined;
  readonly now: Date;
  readonly onDone: () => void;
}

const WHOLE = /^\d+$/;

export function GiftsStep({ formId, data, onChange, legs, earlyEnd, now, onDone }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const leg of legs) {
      const value = field(data, giftFieldName(leg.id)).trim();
      if (value !== '' && !WHOLE.test(value)) found[giftFieldName(leg.id)] = GIFT_QUANTITY_MESSAGE;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onDone();
  };
  return (
    <form id={formId} noValidate onSubmit={submit}>
      <h2 className="h5">Gift registrations</h2>
      <p>Give a registration to a friend: each one comes with a gift code they can redeem.</p>
      {legs.map((leg) => (
        <TextField
          key={leg.id}
          name={giftFieldName(leg.id)}
          label={`${leg.description} gift registrations (${formatCents(currentPriceCents(leg, earlyEnd, now))} each)`}
          type="number"
          min={0}
          step={1}
          value={field(data, giftFieldName(leg.id))}
          error={errors[giftFieldName(leg.id)]}
          onChange={onChange}
        />
      ))}
      <GiftCodeRedemptionSlot />
      <button type="submit" className="btn btn-primary">
        Continue
      </button>
    </form>
  );
}
