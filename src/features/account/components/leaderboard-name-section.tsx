/**
 * How she appears on the leaderboards of her races (account page, beyond the spec; docs/standings.md,
 * "Names on the leaderboard"): her full name (the default), her first name and last initial, or
 * hidden. Saved as soon as she picks one; the leaderboards and her team follow within seconds.
 * Its own section, so the account page's other sections change without touching it.
 */
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useId, useState } from 'react';
import {
  LEADERBOARD_NAMES,
  nameAsShown,
  type LeaderboardName,
} from '../../../contract/leaderboard-name';
import { reportError } from '../../../lib/report-error';
import { saveLeaderboardName } from '../api/save-leaderboard-name';

interface Props {
  readonly uid: string;
  /** The stored choice (users/{uid}.leaderboardName), live. */
  readonly choice: LeaderboardName;
  readonly firstName: string;
  readonly lastName: string;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

function label(i18n: I18n, choice: LeaderboardName, firstName: string, lastName: string): string {
  const shown = nameAsShown(firstName, lastName, choice);
  const example = `${shown.firstName} ${shown.lastName}`.trim();
  if (choice === 'hidden') return i18n._(msg`Hidden from other participants`);
  const what = i18n._(choice === 'full' ? msg`Full name` : msg`First name and last initial`);
  return example ? `${what} (${example})` : what;
}

export function LeaderboardNameSection({ uid, choice, firstName, lastName }: Props) {
  const { i18n } = useLingui();
  const [selected, setSelected] = useState<LeaderboardName>(choice);
  const [status, setStatus] = useState<Status>('idle');
  const name = useId();
  // The stored choice, when it changes (her save seen live, or another device's): adjusted
  // while rendering, as React advises for state that follows a prop.
  const [stored, setStored] = useState<LeaderboardName>(choice);
  if (stored !== choice) {
    setStored(choice);
    setSelected(choice);
  }

  const pick = async (next: LeaderboardName) => {
    const previous = selected;
    setSelected(next);
    setStatus('saving');
    try {
      await saveLeaderboardName(uid, next);
      setStatus('saved');
    } catch (error) {
      reportError(error, { action: 'saveLeaderboardName' });
      setSelected(previous);
      setStatus('failed');
    }
  };

  return (
    <section className="mb-4" aria-labelledby="account-leaderboard-name">
      <h2 id="account-leaderboard-name" className="h5">
        <Trans>How you appear on leaderboards</Trans>
      </h2>
      <fieldset aria-describedby={`${name}-help`} disabled={status === 'saving'}>
        <legend className="visually-hidden">
          <Trans>How you appear on leaderboards</Trans>
        </legend>
        {LEADERBOARD_NAMES.map((option) => (
          <div className="form-check" key={option}>
            <input
              className="form-check-input"
              type="radio"
              name={name}
              id={`${name}-${option}`}
              value={option}
              checked={selected === option}
              onChange={() => void pick(option)}
            />
            <label className="form-check-label" htmlFor={`${name}-${option}`}>
              {label(i18n, option, firstName, lastName)}
            </label>
          </div>
        ))}
      </fieldset>
      <p id={`${name}-help`} className="form-text mb-1">
        <Trans>
          Hidden: nothing other participants can see shows that you take part: not your name, your
          row or your kilometres on the leaderboards or in your team, nor your name on your referral
          link. You still see yourself.
        </Trans>
      </p>
      <p role="status" className="small mb-0" data-testid="leaderboard-name-status">
        {status === 'saving' ? <Trans>Saving...</Trans> : null}
        {status === 'saved' ? (
          <Trans>Saved. Your leaderboards show it within a few seconds.</Trans>
        ) : null}
      </p>
      {status === 'failed' ? (
        <p role="alert" className="small text-danger mb-0">
          <Trans>Your choice could not be saved. Please try again.</Trans>
        </p>
      ) : null}
    </section>
  );
}
