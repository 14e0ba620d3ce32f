/**
 * Who a provider account belongs to: tracker_links/{provider}_{providerUserId} {uid, provider,
 * providerUserId} (docs/data-model.md, docs/trackers.md: one Strava athlete, Fitbit or Garmin
 * account feeds one participant). Server only: the connects write it, the webhooks' handlers
 * read it to find the participant an event is for. Pure.
 */
import type { TrackerProvider } from '../tracker-activity';
import { toText } from './values';

export interface TrackerLink {
  readonly uid: string;
  readonly provider: string;
  readonly providerUserId: string;
}

/** The document id: the provider, an underscore, the provider's account id. */
export function trackerLinkId(provider: TrackerProvider, providerUserId: string): string {
  return `${provider}_${providerUserId}`;
}

export function newTrackerLinkDoc(
  provider: TrackerProvider,
  providerUserId: string,
  uid: string,
): TrackerLink {
  return { uid, provider, providerUserId };
}

/** null when the document is absent or names nobody (no participant to import for). */
export function parseTrackerLink(
  data: Readonly<Record<string, unknown>> | undefined,
): TrackerLink | null {
  const uid = toText(data?.uid);
  return uid === ''
    ? null
    : { uid, provider: toText(data?.provider), providerUserId: toText(data?.providerUserId) };
}
