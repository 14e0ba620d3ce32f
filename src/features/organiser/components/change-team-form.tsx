/**
 * Change or leave her team (docs/organiser-console.md, "Change or leave her team"): the team's
 * name as the leg knows it (empty: she leaves her team) and the reason, checked at their fields
 * with the team rules the registration form applies (contract/team-rules.ts); the server keeps
 * the counts and the captaincy right and logs the change.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '../../../contract/callables/organiser';
import type { TeamChangeBlocker } from '../../../contract/callables/organiser-support';
import { TEAM_NAME_MAX_LENGTH, teamDocId } from '../../../contract/team-rules';
import { changeTeam } from '../api/support-actions';

interface Props {
  readonly uid: string;
  readonly legId: string;
  readonly onChanged: () => void;
}

type Problems = { readonly team?: string; readonly reason?: string };

export function ChangeTeamForm({ uid, legId, onChanged }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [team, setTeam] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = team.trim() === '' ? null : teamDocId(team);
    const why = reason.trim();
    const found: Problems = {
      ...(team.trim() !== '' && name === null
        ? { team: t`Only letters, numbers, spaces and _ (at most 100).` }
        : {}),
      ...(why ? {} : { reason: t`Give the reason for the change.` }),
    };
    setProblems(found);
    if (found.team || found.reason) return;
    setBusy(true);
    setFailure('');
    const answer = await changeTeam({ uid, legId, teamName: name, reason: why });
    setBusy(false);
    if (answer.ok) {
      onChanged();
      return;
    }
    const blocker =
      answer.refusal === 'cannotChangeTeam'
        ? (answer.details as { blocker?: TeamChangeBlocker }).blocker
        : undefined;
    if (blocker === 'noSuchTeam')
      setProblems({ team: t`There is no team of that name on this leg.` });
    else
      setFailure(
        blocker === 'notRegistered'
          ? t`She is no longer registered on this leg. Search again.`
          : t`We could not reach the server just now. Please try again.`,
      );
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
      aria-label={t`Change her team`}
    >
      <div className="row g-2">
        <div className="col-12 col-md-4">
          <label className="form-label small" htmlFor={`${id}-team`}>
            <Trans>Team to join (empty: she leaves her team)</Trans>
          </label>
          <input
            id={`${id}-team`}
            className={`form-control form-control-sm${problems.team ? ' is-invalid' : ''}`}
            value={team}
            maxLength={TEAM_NAME_MAX_LENGTH}
            {...invalid('team')}
            onChange={(event) => {
              setTeam(event.target.value);
              setProblems({ ...problems, team: undefined });
            }}
          />
          {problems.team && (
            <div id={`${id}-team-problem`} className="invalid-feedback d-block">
              {problems.team}
            </div>
          )}
        </div>
        <div className="col-12 col-md-5">
          <label className="form-label small" htmlFor={`${id}-reason`}>
            <Trans>Reason for the team change</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className={`form-control form-control-sm${problems.reason ? ' is-invalid' : ''}`}
            value={reason}
            maxLength={REASON_MAX}
            {...invalid('reason')}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems({ ...problems, reason: undefined });
            }}
          />
          {problems.reason && (
            <div id={`${id}-reason-problem`} className="invalid-feedback d-block">
              {problems.reason}
            </div>
          )}
        </div>
        <div className="col-12 col-md-3 d-flex align-items-end">
          <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
            <Trans>Change the team</Trans>
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
