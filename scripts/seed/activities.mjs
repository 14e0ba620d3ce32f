/**
 * Generated activity logs: the `times` map of a leaderboard row (docs/data-model.md), its
 * total, and the completion date when the total reaches the leg distance.
 */
import { addDaysYmd, daysBetween, noonUtc, round2 } from './util.mjs';

/** @typedef {import('./util.mjs').Random} Random */

/**
 * @typedef {'completed' | 'today' | 'recent' | 'stale' | 'none'} ActivityProfile
 *   completed: reached the leg distance; today: logged today; recent: last activity 1-6
 *   days ago; stale: nothing in the last 7 days; none: registered, 0 km.
 */

/**
 * @typedef {object} ActivityPlan
 * @property {ActivityProfile} profile
 * @property {string} firstDay 'YYYY-MM-DD', first day an activity may be on
 * @property {string} lastDay 'YYYY-MM-DD', today (Eastern) or the race's last day
 * @property {number} legDistance km
 * @property {number} paceSecPerKm typical pace of this person
 * @property {[number, number]} [share] fraction of the leg reached (not completed profiles)
 * @property {[number, number]} [count] number of activities
 */

/**
 * @typedef {object} Activity
 * @property {Date} date 12:00 UTC of the activity's day
 * @property {number} distance km, 2 decimals, 0 < d < 200
 * @property {'Km'} distanceType
 * @property {{ hours: number, minutes: number, seconds: number }} duration
 */

/**
 * @typedef {object} ActivityLog
 * @property {Record<string, Activity>} times keyed `{timestamp}_{YYYY-MM-DD}`
 * @property {number} totalDistance sum of the distances, 2 decimals
 * @property {Date | null} completedDate
 */

const MAX_KM = 199;

/**
 * @param {Random} rand
 * @param {ActivityPlan} plan
 * @returns {string} the day of the last activity
 */
function lastActivityDay(rand, plan) {
  const offsets = {
    completed: rand.int(1, 10),
    today: 0,
    recent: rand.int(1, 6),
    stale: rand.int(8, 20),
    none: 0,
  };
  return addDaysYmd(plan.lastDay, -offsets[plan.profile]);
}

/**
 * @param {number[]} distances
 * @param {number} target
 * @returns {number[]}
 */
function scaleTo(distances, target) {
  const sum = distances.reduce((a, b) => a + b, 0);
  return distances.map((d) => round2(Math.min(MAX_KM, Math.max(0.5, (d * target) / sum))));
}

/**
 * @param {Random} rand
 * @param {ActivityPlan} plan
 * @returns {ActivityLog}
 */
export function buildActivities(rand, plan) {
  const endDay = lastActivityDay(rand, plan);
  const available = daysBetween(plan.firstDay, endDay) + 1;
  if (plan.profile === 'none' || available <= 0)
    return { times: {}, totalDistance: 0, completedDate: null };

  const completing = plan.profile === 'completed';
  const [minCount, maxCount] = plan.count ?? (completing ? [25, 45] : [4, 30]);
  const needed = completing ? Math.ceil(plan.legDistance / 120) : 1;
  const count = Math.min(available, Math.max(needed, rand.int(minCount, maxCount)));
  const earlier = rand
    .shuffle(Array.from({ length: available - 1 }, (_, i) => addDaysYmd(plan.firstDay, i)))
    .slice(0, count - 1);
  const days = [...earlier, endDay].sort();

  const [low, high] = plan.share ?? [0.05, 0.85];
  const target = completing
    ? plan.legDistance * rand.float(1.01, 1.08)
    : plan.legDistance * rand.float(low, high);
  let distances = scaleTo(
    days.map(() => rand.float(0.5, 1.5)),
    target,
  );
  const sum = () => distances.reduce((a, b) => a + b, 0);
  if (!completing && sum() >= plan.legDistance)
    distances = scaleTo(distances, plan.legDistance * 0.95);
  for (let guard = 0; completing && sum() < plan.legDistance && guard < 50; guard += 1) {
    const deficit = (plan.legDistance - sum()) / distances.length + 0.01;
    distances = distances.map((d) => round2(Math.min(MAX_KM, d + deficit)));
  }

  /** @type {Record<string, Activity>} */
  const times = {};
  let total = 0;
  /** @type {Date | null} */
  let completedDate = null;
  for (let i = 0; i < days.length && !completedDate; i += 1) {
    const day = /** @type {string} */ (days[i]);
    const distance = /** @type {number} */ (distances[i]);
    const loggedAt = noonUtc(day).getTime() + rand.int(0, 6 * 3600) * 1000;
    const seconds = Math.max(60, Math.round(distance * plan.paceSecPerKm * rand.float(0.9, 1.1)));
    times[`${loggedAt}_${day}`] = {
      date: noonUtc(day),
      distance,
      distanceType: 'Km',
      duration: {
        hours: Math.floor(seconds / 3600),
        minutes: Math.floor((seconds % 3600) / 60),
        seconds: seconds % 60,
      },
    };
    total += distance;
    if (total >= plan.legDistance) completedDate = new Date(loggedAt);
  }
  return { times, totalDistance: round2(total), completedDate };
}
