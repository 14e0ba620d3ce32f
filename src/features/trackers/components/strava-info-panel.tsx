/**
 * What connecting Strava does (docs/product.md §P2 Account page: the Strava link opens this panel). The
 * types that sync follow the participant's races (contract/race-sport.ts): the spec's list for
 * run and walk races, rides for the ride challenge; then what counts on each of her races.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { countingByRace, syncedTypeLabels, type RaceSport } from '../logic/counted-types';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { StravaConnectButton } from './strava-connect-button';

export function StravaInfoPanel({
  id,
  authorizeUrl,
  races = [],
}: {
  readonly id: string;
  readonly authorizeUrl: string;
  /** The participant's races (none yet: the spec's list alone). */
  readonly races?: readonly RaceSport[];
}) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const perRace = countingByRace(races);
  return (
    <div id={id} className="card card-body mt-2" role="region" aria-label={t`Connecting Strava`}>
      <p className="mb-1">
        <Trans>These activity types sync automatically:</Trans>
      </p>
      <ul className="mb-2">
        {syncedTypeLabels(races.map((race) => race.sport)).map((type) => (
          <li key={type.id}>{i18n._(type)}</li>
        ))}
      </ul>
      {perRace.length > 0 && (
        <>
          <p className="mb-1">
            <Trans>What counts on each of your challenges:</Trans>
          </p>
          <ul className="mb-2" data-testid="strava-counting">
            {perRace.map((race) => (
              <li key={race.legId}>
                <span className="fw-semibold">{race.title}</span>
                {language === 'en' ? ': ' : '\u00a0: '}
                {race.types.map((type) => i18n._(type)).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mb-1">
        <Trans>Other activities can be uploaded manually.</Trans>
      </p>
      <p className="mb-1">
        <Trans>Only activities done after syncing are uploaded.</Trans>
      </p>
      <p>
        <Trans>Then turn posting on for each challenge on its dashboard.</Trans>
      </p>
      <StravaConnectButton href={authorizeUrl} />
    </div>
  );
}
