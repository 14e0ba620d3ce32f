import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { SubscribedRace } from '../../../lib/user-doc-model';
import { challengeWindow, formatDistance } from '../logic/confirmation-format';
import type { ConfirmationVariant } from '../logic/confirmation-variants';

const NO_TEAM = 'noTeam';

/** The registration itself: challenge, leg, distance, bib number, team, window, and where to go next. */
export function RegistrationSummary({
  entry,
  variant,
}: {
  readonly entry: SubscribedRace;
  readonly variant: ConfirmationVariant;
}) {
  const { raceInfo } = entry;
  const distance = formatDistance(raceInfo.distance);
  const window = challengeWindow(variant, raceInfo);
  const team = entry.teamName && entry.teamName !== NO_TEAM ? entry.teamName : '';
  return (
    <section aria-labelledby="confirmation-registration">
      <h2 id="confirmation-registration" className="h5">
        Your registration
      </h2>
      <dl className="confirmation-facts">
        <dt>Challenge</dt>
        <dd>{raceInfo.name || variant.challengeName}</dd>
        {raceInfo.legName && (
          <>
            <dt>Leg</dt>
            <dd data-testid="leg-name">{raceInfo.legName}</dd>
          </>
        )}
        {distance && (
          <>
            <dt>Distance</dt>
            <dd data-testid="leg-distance">{distance}</dd>
          </>
        )}
        <dt>Bib number</dt>
        <dd data-testid="bib-number">{entry.bibNumber ?? 'Being assigned'}</dd>
        {team && (
          <>
            <dt>Team</dt>
            <dd>{team}</dd>
          </>
        )}
      </dl>
      {window && (
        <p data-testid="challenge-window">
          Your challenge runs from {window.start} to {window.end}. You can log kilometres from{' '}
          {window.start}.
        </p>
      )}
      {variant.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.dashboard(entry.legId)}>
          Go to my dashboard
        </Link>
        <Link className="btn btn-outline-primary" to={paths.account()}>
          My account
        </Link>
      </div>
    </section>
  );
}
