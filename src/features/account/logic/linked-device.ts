/**
 * The connected device (spec 02 §3 Linked device: none, Fitbit, Garmin or Strava, derived
 * from the stored accounts in the order Strava, Fitbit, Garmin, a later one overriding an
 * earlier one). Pure.
 */
import type { UserDoc } from '../../../lib/user-doc-model';

export type LinkedDevice = 'none' | 'Strava' | 'Fitbit' | 'Garmin';

export function linkedDevice(user: Pick<UserDoc, 'stravaAccount' | 'fitbitAccount' | 'garminAccount'>): LinkedDevice {
  let device: LinkedDevice = 'none';
  if (user.stravaAccount && user.stravaAccount.id !== '') device = 'Strava';
  if (user.fitbitAccount?.connected) device = 'Fitbit';
  if (user.garminAccount) device = 'Garmin';
  return device;
}
