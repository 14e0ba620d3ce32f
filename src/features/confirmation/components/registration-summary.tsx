import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { SubscribedRace } from '../../../contract/docs/user';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
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
  const { t, i18n } = useLingui();
  const { raceInfo } = entry;
  const language = useActiveLanguage();
  const legName = localized(raceInfo, 'legName', language);
  const distance = formatDistance(raceInfo.distance, language);
  const window = challengeWindow(variant, raceInfo, language);
  const team = entry.teamName && entry.teamName !== NO_TEAM ? entry.teamName : '';
  return (
    <section aria-labelledby="confirmation-registration">
      <h2 id="confirmation-registration" className="h5">
        <Trans>Your registration</Trans>
      </h2>
      <dl className="confirmation-facts">
        <dt>
          <Trans>Challenge</Trans>
        </dt>
        <dd>{localized(raceInfo, 'name', language) || variant.challengeName}</dd>
        {legName && (
          <>
            <dt>
              <Trans>Leg</Trans>
            </dt>
            <dd data-testid="leg-name">{legName}</dd>
          </>
        )}
        {distance && (
          <>
            <dt>
              <Trans>Distance</Trans>
            </dt>
            <dd data-testid="leg-distance">{distance}</dd>
          </>
        )}
        <dt>
          <Trans>Bib number</Trans>
        </dt>
        <dd data-testid="bib-number">{entry.bibNumber ?? t`Being assigned`}</dd>
        {team && (
          <>
            <dt>
              <Trans>Team</Trans>
            </dt>
            <dd>{team}</dd>
          </>
        )}
      </dl>
      {window && (
        <p data-testid="challenge-window">
          <Trans>
            Your challenge runs from {window.start} to {window.end}. You can log kilometres from{' '}
            {window.start}.
          </Trans>
        </p>
      )}
      {variant.notes.map((note) => (
        <p key={note.id}>{i18n._(note)}</p>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.dashboard(entry.legId)}>
          <Trans>Go to my dashboard</Trans>
        </Link>
        <Link className="btn btn-outline-primary" to={paths.account()}>
          <Trans>My account</Trans>
        </Link>
      </div>
    </section>
  );
}
