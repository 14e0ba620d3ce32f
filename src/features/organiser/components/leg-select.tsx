/**
 * The console's leg choice (medals to ship, gift codes, race setup, a complimentary
 * registration): every leg an organiser may list (api/organiser-legs.ts), named by its race and
 * leg in the console's language, with a problem at the field when one is given; a failed load is
 * said with a retry.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { localized } from '../../../contract/l10n';
import { LoadError } from '../../../components/load-error';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { useLegs } from '../api/organiser-legs';

interface Props {
  /** The select's id; its problem's is `${id}-problem`. */
  readonly id: string;
  readonly value: string;
  readonly onChange: (legId: string) => void;
  readonly problem?: string | undefined;
  readonly label?: ReactNode;
  readonly small?: boolean;
  /** Legs not to offer (those she is registered on). */
  readonly exclude?: readonly string[];
}

export function LegSelect({
  id,
  value,
  onChange,
  problem,
  label,
  small = false,
  exclude = [],
}: Props) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const legs = useLegs();
  return (
    <>
      {legs.status === 'error' && (
        <LoadError message={t`We couldn't load the legs.`} onRetry={legs.retry} />
      )}
      <label className={`form-label${small ? ' small' : ''}`} htmlFor={id}>
        {label ?? <Trans>Leg</Trans>}
      </label>
      <select
        id={id}
        className={`form-select${small ? ' form-select-sm' : ''}${problem ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`Choose a leg`}</option>
        {legs.status === 'success' &&
          legs.data
            .filter((leg) => !exclude.includes(leg.legId))
            .map((leg) => (
              <option key={leg.legId} value={leg.legId}>
                {[localized(leg, 'name', language), localized(leg, 'legName', language)]
                  .filter(Boolean)
                  .join(' – ') || leg.legId}
              </option>
            ))}
      </select>
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </>
  );
}
