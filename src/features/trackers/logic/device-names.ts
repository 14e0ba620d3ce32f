/** How the app names each tracker to a participant (docs/product.md §P2 Account page: Fitbit, Garmin, Strava). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TrackerProvider } from '../../../contract/tracker-activity';

export const TRACKER_NAMES: Readonly<Record<TrackerProvider, string>> = {
  strava: 'Strava',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
};

/** Said when a return page finds a device already linked (docs/product.md §P2 garminAuth, §P4: one device at a time). */
export function alreadyLinkedText(device: TrackerProvider): MessageDescriptor {
  const name = TRACKER_NAMES[device];
  return msg`Your account is already connected to ${name}.`;
}
