/**
 * The dashboard's device control (docs/product.md §P2): the linked device itself is derived in the
 * contract (src/contract/linked-device.ts); here, how it is named and Garmin's data type.
 */
import type { TrackerProvider } from '../../../contract/tracker-activity';

export const DEVICE_NAMES: Readonly<Record<TrackerProvider, string>> = {
  strava: 'Strava',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
};

export type GarminDataType = 'activities' | 'steps';

export function garminDataType(value: string | undefined): GarminDataType {
  return value === 'steps' ? 'steps' : 'activities';
}
