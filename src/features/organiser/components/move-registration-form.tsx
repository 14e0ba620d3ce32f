/**
 * Move a registration to another leg of the same race (docs/organiser-console.md, "Move a
 * registration"): the leg and the reason are asked at their fields, nothing is sent until both
 * are given; the server keeps her bib when it can, moves her activities and notes the price
 * difference in the audit log (it is not charged). The answer says what happened.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';
import type {
  MoveBlocker,
  MoveRegistrationResult,
} from '../../../contract/callables/organiser-support';
import { formatMoney } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { moveRegistration } from '../api/support-actions';

interface Props {
  readonly uid: string;
  readonly fromLegId: string;
  readonly legs: readonly { readonly legId: string; readonly label: string }[];
  /** After a move: the lookup reads her again. */
  readonly onMoved: (result: MoveRegistrationResult, label: string) => void;
}

type Problems = { readonly leg?: string; readonly reason?: string; readonly form?: string };

export function MoveRegistrationForm({ uid, fromLegId, legs, onMoved }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [toLegId, setToLegId] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    const found: Problems = {
      ...(toLegId ? {} : { leg: t`Choose the leg to move her to.` }),
      ...(why ? {} : { reason: t`Give the reason for the move.` }),
    };
    setProblems(found);
    if (found.leg || found.reason) return;
    setBusy(true);
    const answer = await moveRegistration({ uid, fromLegId, toLegId, reason: why });
    setBusy(false);
    if (answer.ok) {
      onMoved(answer.data, legs.find((leg) => leg.legId === toLegId)?.label ?? toLegId);
      return;
    }
    const details = answer.ok === false && answer.refusal ? answer.details : {};
    setProblems({
      form:
        answer.refusal === 'cannotMove'
          ? blockerText((details as { blocker?: MoveBlocker }).blocker)
          : t`We could not reach the server just now. Please try again.`,
    });
  }

  const invalid = (field: keyof Problems) =>
    problems[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-problem` }
      : {};

  return (
    <form
      className="border-top pt-2 mt-2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Move to another leg`}
    >
      <div className="row g-2">
        <div className="col-12 col-md-4">
          <label className="form-label small" htmlFor={`${id}-leg`}>
            <Trans>Move to the leg</Trans>
          </label>
          <select
            id={`${id}-leg`}
            className={`form-select form-select-sm${problems.leg ? ' is-invalid' : ''}`}
            value={toLegId}
            {...invalid('leg')}
            onChange={(event) => {
              setToLegId(event.target.value);
              setProblems({ ...problems, leg: undefined, form: undefined });
            }}
          >
            <option value="">{t`Choose a leg`}</option>
            {legs.map((leg) => (
              <option key={leg.legId} value={leg.legId}>
                {leg.label}
              </option>
            ))}
          </select>
          {problems.leg && (
            <div id={`${id}-leg-problem`} className="invalid-feedback d-block">
              {problems.leg}
            </div>
          )}
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label small" htmlFor={`${id}-reason`}>
            <Trans>Reason for the move</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className={`form-control form-control-sm${problems.reason ? ' is-invalid' : ''}`}
            value={reason}
            maxLength={REASON_MAX}
            {...invalid('reason')}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems({ ...problems, reason: undefined, form: undefined });
            }}
          />
          {problems.reason && (
            <div id={`${id}-reason-problem`} className="invalid-feedback d-block">
              {problems.reason}
            </div>
          )}
        </div>
        <div className="col-12 col-md-2 d-flex align-items-end">
          <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
            <Trans>Move</Trans>
          </button>
        </div>
      </div>
      {problems.form && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {problems.form}
        </p>
      )}
    </form>
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
