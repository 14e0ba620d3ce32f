/**
 * Move a registration to another leg of the same race (docs/organiser-console.md, "Move a
 * registration"): the leg and the reason are asked at their fields, nothing is sent until both
 * are given; the server keeps her bib when it can, moves her activities and notes the price
 * difference in the audit log (it is not charged). The answer says what happened.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type {
  MoveBlocker,
  MoveRegistrationResult,
} from '../../../contract/callables/organiser-support';
import { formatMoney } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { moveRegistration } from '../api/support-actions';
import { ReasonedActionForm, type ActionOutcome } from './reasoned-action-form';

interface Props {
  readonly uid: string;
  readonly fromLegId: string;
  readonly legs: readonly { readonly legId: string; readonly label: string }[];
  /** After a move: the lookup reads her again. */
  readonly onMoved: (result: MoveRegistrationResult, label: string) => void;
}

export function MoveRegistrationForm({ uid, fromLegId, legs, onMoved }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [toLegId, setToLegId] = useState('');
  const [problem, setProblem] = useState('');

  const blockerText = (blocker: MoveBlocker | undefined) => {
    switch (blocker) {
      case 'alreadyOnLeg':
        return t`She is already registered on that leg.`;
      case 'medalShipped':
        return t`Her medal has shipped: this registration can no longer move.`;
      case 'otherRace':
        return t`That leg is not a leg of the same race.`;
      default:
        return t`She is no longer registered on this leg. Search again.`;
    }
  };

  function check() {
    setProblem(toLegId ? '' : t`Choose the leg to move her to.`);
    return toLegId !== '';
  }

  async function send(reason: string): Promise<ActionOutcome> {
    const answer = await moveRegistration({ uid, fromLegId, toLegId, reason });
    if (answer.ok) {
      onMoved(answer.data, legs.find((leg) => leg.legId === toLegId)?.label ?? toLegId);
      return 'done';
    }
    return {
      failure:
        answer.refusal === 'cannotMove'
          ? blockerText((answer.details as { blocker?: MoveBlocker }).blocker)
          : t`We could not reach the server just now. Please try again.`,
    };
  }

  return (
    <ReasonedActionForm
      name={t`Move to another leg`}
      reasonLabel={<Trans>Reason for the move</Trans>}
      reasonMissing={t`Give the reason for the move.`}
      submitLabel={<Trans>Move</Trans>}
      columns={[6, 2]}
      check={check}
      send={send}
    >
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor={`${id}-leg`}>
          <Trans>Move to the leg</Trans>
        </label>
        <select
          id={`${id}-leg`}
          className={`form-select form-select-sm${problem ? ' is-invalid' : ''}`}
          value={toLegId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-leg-problem` : undefined}
          onChange={(event) => {
            setToLegId(event.target.value);
            setProblem('');
          }}
        >
          <option value="">{t`Choose a leg`}</option>
          {legs.map((leg) => (
            <option key={leg.legId} value={leg.legId}>
              {leg.label}
            </option>
          ))}
        </select>
        {problem && (
          <div id={`${id}-leg-problem`} className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </div>
    </ReasonedActionForm>
  );
}

/** What the console says after a move: where to, the bib, and the price difference not charged. */
export function MovedNote({
  result,
  label,
}: {
  readonly result: MoveRegistrationResult;
  readonly label: string;
}) {
  const language = useActiveLanguage();
  const bib = result.bib ?? '—';
  const cents = result.priceDifferenceCents;
  const difference = cents === null ? '—' : formatMoney(cents, language);
  return (
    <p className="alert alert-success py-2" data-testid="moved-note">
      {result.bibKept ? (
        <Trans>
          Moved to {label}. Bib {bib} kept. Price difference {difference}, noted in the log, not
          charged.
        </Trans>
      ) : (
        <Trans>
          Moved to {label}. Her bib was taken on that leg: new bib {bib}. Price difference{' '}
          {difference}, noted in the log, not charged.
        </Trans>
      )}
    </p>
  );
}
