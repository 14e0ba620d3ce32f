/** What connecting Strava does (spec 02 §2 Account page: the Strava link opens this panel). */
import { StravaConnectButton } from './strava-connect-button';

const STRAVA_ACTIVITY_TYPES = [
  'Run (indoor or outdoor)',
  'Trail Run',
  'Walk',
  'Hike',
  'Virtual Run',
  'Handcycle',
  'Wheelchair',
] as const;

export function StravaInfoPanel({
  id,
  authorizeUrl,
}: {
  readonly id: string;
  readonly authorizeUrl: string;
}) {
  return (
    <div id={id} className="card card-body mt-2" role="region" aria-label="Connecting Strava">
      <p className="mb-1">These activity types sync automatically:</p>
      <ul className="mb-2">
        {STRAVA_ACTIVITY_TYPES.map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>
      <p className="mb-1">Other activities can be uploaded manually.</p>
      <p className="mb-1">Only activities done after syncing are uploaded.</p>
      <p>Then turn posting on for each challenge on its dashboard.</p>
      <StravaConnectButton href={authorizeUrl} />
    </div>
  );
}
