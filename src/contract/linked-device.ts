/**
 * The linked device (docs/product.md §P3): none, Fitbit, Garmin or Strava, derived from the stored
 * accounts of users/{uid}, a later one overriding an earlier one in the order Strava, Fitbit,
 * Garmin. The account page and the dashboard show it; the exchange callables refuse to link a
 * second device (docs/product.md §P4 Device link). Works on the raw document fields. Pure.
 */
import type { TrackerProvider } from './tracker-activity';

export type LinkedDevice = 'none' | TrackerProvider;

export interface TrackerFields {
  readonly stravaAccount?: unknown;
  readonly fitbitAccount?: unknown;
  readonly garminAccount?: unknown;
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

export function linkedDevice(user: TrackerFields): LinkedDevice {
  let device: LinkedDevice = 'none';
  const stravaId = field(user.stravaAccount, 'id');
  if ((typeof stravaId === 'string' && stravaId !== '') || typeof stravaId === 'number')
    device = 'strava';
  if (field(user.fitbitAccount, 'connected') === true) device = 'fitbit';
  if (user.garminAccount !== null && typeof user.garminAccount === 'object') device = 'garmin';
  return device;
}
