/**
 * Step 2 (docs/product.md §R2.5, §R5): a number of gift registrations per distance (giftCode_{priceId},
 * whole number, min 0), and the gift-code entry (redeem a code instead of paying).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { currentPriceCents, type LegPrice } from '../api/catalogue-models';
import type { RedeemGiftCodeRequest } from '../api/redeem-gift-code';
import type { GiftRedemption } from '../hooks/use-gift-redemption';
import { giftFieldName } from '../logic/order-form';
import { field, type FieldErrors, type RegistrationData } from '../logic/registration-data';
import { GIFT_QUANTITY_MESSAGE, GIFT_TOTAL_MESSAGE } from '../logic/step-messages';
import { MAX_GIFTS } from '../../../contract/checkout-order';
import { formatCents } from './distance-radios';
import { localized } from '../../../contract/l10n';
import { useLanguage } from '../../../lib/i18n/language-provider';

import { GIFT_CODE_FIELD, GiftCodeField } from './gift-code-field';
import { TextField } from './form-field';

/** What the gift-code entry needs from the form (the redemption lives above the steps). */
interface GiftCodeRedemption {
  readonly redemption: GiftRedemption;
  readonly buildRequest: (code: string) => RedeemGiftCodeRequest | null;
}

interface Props {
  readonly formId: string;
  readonly data: RegistrationData;
  readonly onChange: (name: string, value: string) => void;
  readonly legs: readonly LegPrice[];
  readonly earlyEnd: string | undefined;
  readonly now: Date;
  readonly giftCode: GiftCodeRedemption;
  readonly onDone: () => void;
}

const WHOLE = /^\d+$/;

export function GiftsStep({
  formId,
  data,
  onChange,
  legs,
  earlyEnd,
  now,
  giftCode,
  onDone,
}: Props) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const redeemed =
    giftCode.redemption.status === 'redeeming' || giftCode.redemption.status === 'success';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeemed) return;
    const found: Record<string, string> = {};
    for (const leg of legs) {
      const value = field(data, giftFieldName(leg.id)).trim();
      if (value !== '' && !WHOLE.test(value)) found[giftFieldName(leg.id)] = GIFT_QUANTITY_MESSAGE;
    }
    const quantities = legs.map(
      (leg) =>
        [giftFieldName(leg.id), Number(field(data, giftFieldName(leg.id)).trim() || '0')] as const,
    );
    if (
      Object.keys(found).length === 0 &&
      quantities.reduce((sum, [, quantity]) => sum + quantity, 0) > MAX_GIFTS
    ) {
      for (const [name, quantity] of quantities) if (quantity > 0) found[name] = GIFT_TOTAL_MESSAGE;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onDone();
  };
  return (
    <form id={formId} noValidate onSubmit={submit}>
      <h2 className="h5">{t`Gift registrations`}</h2>
      <p>
        <Trans>
          Give a registration to a friend: each one comes with a gift code they can redeem.
        </Trans>
      </p>
      {legs.map((leg) => {
        const distance = localized(leg, 'description', language);
        const price = formatCents(currentPriceCents(leg, earlyEnd, now), language);
        return (
          <TextField
            key={leg.id}
            name={giftFieldName(leg.id)}
            label={t`${distance} gift registrations (${price} each)`}
            type="number"
            min={0}
            max={MAX_GIFTS}
            step={1}
            value={field(data, giftFieldName(leg.id))}
            error={errors[giftFieldName(leg.id)]}
            onChange={onChange}
          />
        );
      })}
      <GiftCodeField
        value={field(data, GIFT_CODE_FIELD)}
        onChange={onChange}
        redemption={giftCode.redemption}
        buildRequest={giftCode.buildRequest}
      />
      <button type="submit" className="btn btn-primary" disabled={redeemed}>
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
