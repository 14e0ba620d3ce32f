/**
 * The races a shared activity file may go to (docs/activity-files.md, "Share target"): her
 * registrations whose challenge is under way for her today and not yet completed, the ones whose
 * dashboards offer 'Upload a file'. Pure.
 */
import type { SubscribedRace } from '../../../contract/docs/user';
import { challengeTiming } from './challenge-timing';

export function activeRaces(
  registrations: Readonly<Record<string, SubscribedRace>>,
  today: string,
): SubscribedRace[] {
  return Object.values(registrations)
    .filter((registration) => {
      const { raceInfo } = registration;
      const window = {
        start: raceInfo.userStartDate ?? raceInfo.raceDateStart,
        end: raceInfo.userEndDate ?? raceInfo.raceDateEnd,
      };
      return registration.completedDate === null && challengeTiming(window, today) === 'active';
    })
    .sort((a, b) => a.raceInfo.name.localeCompare(b.raceInfo.name));
}
