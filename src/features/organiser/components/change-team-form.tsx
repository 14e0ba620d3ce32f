/**
 * Change or leave her team (docs/organiser-console.md, "Change or leave her team"): the team's
 * name as the leg knows it (empty: she leaves her team) and the reason, checked at their fields
 * with the team rules the registration form applies (contract/team-rules.ts); the server keeps
 * the counts and the captaincy right and logs the change.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TeamChangeBlocker } from '../../../contract/callables/organiser-support';
import { TEAM_NAME_MAX_LENGTH, teamDocId } from '../../../contract/team-rules';
import { changeTeam } from '../api/support-actions';
import { ReasonedActionForm, type ActionOutcome } from './reasoned-action-form';

interface Props {
  readonly uid: string;
  readonly legId: string;
  readonly onChanged: () => void;
}

export function ChangeTeamForm({ uid, legId, onChanged }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [team, setTeam] = useState('');
  const [problem, setProblem] = useState('');
  const name = team.trim() === '' ? null : teamDocId(team);

  function check() {
    const bad = team.trim() !== '' && name === null;
    setProblem(bad ? t`Only letters, numbers, spaces and _ (at most 100).` : '');
    return !bad;
  }

  async function send(reason: string): Promise<ActionOutcome> {
    const answer = await changeTeam({ uid, legId, teamName: name, reason });
    if (answer.ok) {
      onChanged();
      return 'done';
    }
    const blocker =
      answer.refusal === 'cannotChangeTeam'
        ? (answer.details as { blocker?: TeamChangeBlocker }).blocker
        : undefined;
    if (blocker === 'noSuchTeam') {
      setProblem(t`There is no team of that name on this leg.`);
      return 'shownAtField';
    }
    return {
      failure:
        blocker === 'notRegistered'
          ? t`She is no longer registered on this leg. Search again.`
          : t`We could not reach the server just now. Please try again.`,
    };
  }

  return (
    <ReasonedActionForm
      name={t`Change her team`}
      reasonLabel={<Trans>Reason for the team change</Trans>}
      reasonMissing={t`Give the reason for the change.`}
      submitLabel={<Trans>Change the team</Trans>}
      columns={[5, 3]}
      check={check}
      send={send}
    >
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor={`${id}-team`}>
          <Trans>Team to join (empty: she leaves her team)</Trans>
        </label>
        <input
          id={`${id}-team`}
          className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
          value={team}
          maxLength={TEAM_NAME_MAX_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-team-problem` : undefined}
          onChange={(event) => {
            setTeam(event.target.value);
            setProblem('');
          }}
        />
        {problem && (
          <div id={`${id}-team-problem`} className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </div>
    </ReasonedActionForm>
  );
}
