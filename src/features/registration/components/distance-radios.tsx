/** Step 1 distances: the race's active legs as radios (name distanceId), priced for today (pricing.ts). */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../lib/i18n/format';
import { localized } from '../../../contract/l10n';
import type { Language } from '../../../lib/i18n/language';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { currentPriceCents, type LegPrice } from '../api/catalogue-models';
import { worded } from '../logic/message-texts';
import { fieldId } from './form-field';

/** '$129.00' / '129,00 $' (docs/i18n.md). */
export function formatCents(cents: number, language: Language = 'en'): string {
  return formatMoney(cents, language);
}

interface Props {
  readonly legs: readonly LegPrice[];
  readonly value: string;
  readonly earlyEnd: string | undefined;
  readonly now: Date;
  readonly subscribedLegIds: readonly string[];
  readonly error?: string;
  readonly onChange: (name: string, value: string) => void;
}

export function DistanceRadios({
  legs,
  value,
  earlyEnd,
  now,
  subscribedLegIds,
  error,
  onChange,
}: Props) {
  const { language } = useLanguage();
  const { i18n, t } = useLingui();
  const feedbackId = `${fieldId('distanceId')}-feedback`;
  return (
    <fieldset className="mb-4" aria-describedby={error ? feedbackId : undefined}>
      <legend className="h5">{t`Choose your distance`}</legend>
      {legs.map((leg) => {
        const registered = subscribedLegIds.includes(leg.id);
        const id = `${fieldId('distanceId')}-${leg.id}`;
        return (
          <div className="form-check" key={leg.id}>
            <input
              className={`form-check-input ${error ? 'is-invalid' : ''}`}
              type="radio"
              name="distanceId"
              id={id}
              value={leg.id}
              required
              disabled={registered}
              checked={value === leg.id}
              onChange={() => onChange('distanceId', leg.id)}
            />
            <label className="form-check-label" htmlFor={id}>
              {localized(leg, 'description', language)} ·{' '}
              {formatCents(currentPriceCents(leg, earlyEnd, now), language)}
              {registered && (
                <span className="badge text-bg-secondary ms-2">
                  <Trans>Already Registered!</Trans>
                </span>
              )}
            </label>
          </div>
        );
      })}
      {error && (
        <div id={feedbackId} className="invalid-feedback d-block">
          {worded(i18n, error)}
        </div>
      )}
    </fieldset>
  );
}
