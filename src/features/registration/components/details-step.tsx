/**
 * Step 1 (docs/product.md §R2.5, §R2.6, §R5): distance, personal details and, when the race allows
 * teams, the team choice. On Continue: check the fields, check the team on the server
 * (checkTeam), then merge the details into users/{uid}. Nothing is written while invalid.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { reportError } from '../../../lib/report-error';
import type { LegPrice } from '../api/catalogue-models';
import { saveParticipantDetails } from '../api/participant';
import { checkTeam, type Team } from '../api/teams';
import type { TeamChoice } from '../../../contract/team-rules';
import { CHECK_TEAM_REFUSAL_TEXTS } from '../../../contract/callables/check-team';
import { checkTeamRefusalOf, checkTeamRefusalText } from '../logic/check-team-refusal-texts';
import { DETAILS_MESSAGES, validateDetails } from '../logic/details-validation';
import { field, type FieldErrors, type RegistrationData } from '../logic/registration-data';
import { normalizeTeamName } from '../../../contract/team-rules';
import { DistanceRadios } from './distance-radios';
import { PersonalDetailsFields } from './personal-details-fields';
import { TeamChoiceFields } from './team-choice-fields';

export interface DetailsStepProps {
  readonly formId: string;
  readonly user: { readonly uid: string; readonly email: string };
  readonly data: RegistrationData;
  readonly onChange: (name: string, value: string) => void;
  readonly legs: readonly LegPrice[];
  readonly earlyEnd: string | undefined;
  readonly now: Date;
  readonly subscribedLegIds: readonly string[];
  readonly teamsEnabled: boolean;
  readonly teams: readonly Team[];
  readonly onDone: () => void;
}

const SAVE_FAILED = msg`We could not save your details. Please try again.`;

export function DetailsStep(props: DetailsStepProps) {
  const { formId, user, data, onChange, teamsEnabled, onDone } = props;
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Kept as a descriptor: a language switch re-words it on screen.
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  const change = (name: string, value: string) => {
    onChange(name, value);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const teamName = normalizeTeamName(field(data, 'teamName'));
    if (teamName !== field(data, 'teamName')) onChange('teamName', teamName);
    const checked = { ...data, teamName };
    const found = validateDetails(checked, {
      teamsEnabled,
      subscribedLegIds: props.subscribedLegIds,
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const choice = field(checked, 'teamChoice') as TeamChoice;
      if (teamsEnabled && choice !== 'noTeam') {
        const result = await checkTeam({
          legId: field(checked, 'distanceId'),
          teamChoice: choice,
          teamName,
          teamCode: field(checked, 'teamCode'),
        });
        if (!result.ok) {
          const flagged = result.field === 'teamCode' ? 'teamCode' : 'teamName';
          // Field messages are kept in English and worded by the field (form-field.tsx), so a
          // language switch re-words them.
          const message =
            result.refusal !== undefined
              ? CHECK_TEAM_REFUSAL_TEXTS[result.refusal]
              : flagged === 'teamCode'
                ? DETAILS_MESSAGES.teamCodeWrong
                : DETAILS_MESSAGES.teamNameTaken;
          setErrors({ [flagged]: message });
          return;
        }
      }
      await saveParticipantDetails(user.uid, user.email, {
        firstName: field(checked, 'firstName').trim(),
        lastName: field(checked, 'lastName').trim(),
        address: field(checked, 'address').trim(),
        country: field(checked, 'country'),
        state: field(checked, 'state').trim(),
        city: field(checked, 'city').trim(),
        postalCode: field(checked, 'postalCode').trim(),
        phoneNumber: field(checked, 'phoneNumber'),
      });
      onDone();
    } catch (error) {
      // checkTeam refused the whole request (signed out, malformed): said above Continue.
      const refusal = checkTeamRefusalOf(error);
      if (refusal !== null) {
        setFailure(checkTeamRefusalText(refusal));
        return;
      }
      reportError(error, { action: 'registrationDetails' });
      setFailure(SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <DistanceRadios
        legs={props.legs}
        value={field(data, 'distanceId')}
        earlyEnd={props.earlyEnd}
        now={props.now}
        subscribedLegIds={props.subscribedLegIds}
        error={errors.distanceId}
        onChange={change}
      />
      <PersonalDetailsFields data={data} errors={errors} onChange={change} />
      {teamsEnabled && (
        <TeamChoiceFields data={data} errors={errors} teams={props.teams} onChange={change} />
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {i18n._(failure)}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
