/**
 * What connecting Strava does (spec 02 §2 Account page: the Strava link opens this panel). The
 * types that sync follow the participant's races (contract/race-sport.ts): the spec's list for
 * run and walk races, rides for the ride challenge; then what counts on each of her races.
 */
import { countingByRace, syncedTypeLabels, type RaceSport } from '../logic/counted-types';
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
  const perRace = countingByRace(races);
  return (
    <div id={id} className="card card-body mt-2" role="region" aria-label="Connecting Strava">
      <p className="mb-1">These activity types sync automatically:</p>
      <ul className="mb-2">
        {syncedTypeLabels(races.map((race) => race.sport)).map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>
      {perRace.length > 0 && (
        <>
          <p className="mb-1">What counts on each of your challenges:</p>
          <ul className="mb-2" data-testid="strava-counting">
            {perRace.map((race) => (
              <li key={race.legId}>
                <span className="fw-semibold">{race.title}</span>: {race.types.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mb-1">Other activities can be uploaded manually.</p>
      <p className="mb-1">Only activities done after syncing are uploaded.</p>
      <p>Then turn posting on for each challenge on its dashboard.</p>
      <StravaConnectButton href={authorizeUrl} />
    </div>
  );
}
