/** Step 1 team choice (docs/product.md §R2.6): no team, a new team (name + code) or an existing one (select + code). */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Team } from '../api/teams';
import { field, type FieldErrors, type RegistrationData } from '../logic/registration-data';
import { TEAM_NAME_PATTERN, TEAM_NAME_TITLE } from '../../../contract/team-rules';
import { worded } from '../logic/message-texts';
import { Field, fieldId, TextField } from './form-field';

/** The three choices, their labels worded at render (a language switch re-words them). */
const CHOICES = [
  ['noTeam', msg`No team`],
  ['newTeam', msg`Create a new team`],
  ['existingTeam', msg`Join an existing team`],
] as const;

interface Props {
  readonly data: RegistrationData;
  readonly errors: FieldErrors;
  readonly teams: readonly Team[];
  readonly onChange: (name: string, value: string) => void;
}

export function TeamChoiceFields({ data, errors, teams, onChange }: Props) {
  const { t, i18n } = useLingui();
  const choice = field(data, 'teamChoice');
  const choose = (value: string) => {
    onChange('teamChoice', value);
    onChange('teamName', '');
    onChange('teamCode', '');
  };
  return (
    <fieldset className="mb-4">
      <legend className="h5">
        <Trans>Team</Trans>
      </legend>
      {CHOICES.map(([value, label]) => (
        <div className="form-check" key={value}>
          <input
            className={`form-check-input ${errors.teamChoice ? 'is-invalid' : ''}`}
            type="radio"
            name="teamChoice"
            id={`${fieldId('teamChoice')}-${value}`}
            value={value}
            required
            checked={choice === value}
            onChange={() => choose(value)}
          />
          <label className="form-check-label" htmlFor={`${fieldId('teamChoice')}-${value}`}>
            {i18n._(label)}
          </label>
        </div>
      ))}
      {errors.teamChoice && (
        <div className="invalid-feedback d-block">{worded(i18n, errors.teamChoice)}</div>
      )}
      {choice === 'newTeam' && (
        <TextField
          name="teamName"
          label={t`Team name`}
          value={field(data, 'teamName')}
          error={errors.teamName}
          onChange={onChange}
          pattern={TEAM_NAME_PATTERN}
          title={worded(i18n, TEAM_NAME_TITLE)}
        />
      )}
      {choice === 'existingTeam' && (
        <Field name="teamName" label={t`Team`} error={errors.teamName}>
          {(control) => (
            <select
              {...control}
              className={`form-select ${control.className}`}
              name="teamName"
              required
              value={field(data, 'teamName')}
              onChange={(event) => onChange('teamName', event.target.value)}
            >
              <option value="">{t`Select a team`}</option>
              {teams.map((team) => (
                <option key={team.name} value={team.name}>
                  {team.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {(choice === 'newTeam' || choice === 'existingTeam') && (
        <TextField
          name="teamCode"
          label={t`Team code`}
          value={field(data, 'teamCode')}
          error={errors.teamCode}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}
