/**
 * The linked device (spec 02 §3): none, Fitbit, Garmin or Strava, derived from the stored
 * accounts, later overriding earlier in the order Strava, Fitbit, Garmin.
 */
import type { UserDoc } from '../../../lib/user-doc-model';

export type LinkedDevice = 'none' | 'strava' | 'fitbit' | 'garmin';

export const DEVICE_NAMES: Readonly<Record<Exclude<LinkedDevice, 'none'>, string>> = {
  strava: 'Strava',
  fitbit: 'Fitbit',
  garmin: 'Garmin',
};

export type GarminDataType = 'activities' | 'steps';

export function linkedDevice(user: Pick<UserDoc, 'stravaAccount' | 'fitbitAccount' | 'garminAccount'>): LinkedDevice {
  let device: LinkedDevice = 'none';
  if (user.stravaAccount && user.stravaAccount.id !== '') device = 'strava';
  if (user.fitbitAccount?.connected) device = 'fitbit';
  if (user.garminAccount) device = 'garmin';
  return device;
}

export function garminDataType(value: string | undefined): GarminDataType {
  return value === 'steps' ? 'steps' : 'activities';
}
