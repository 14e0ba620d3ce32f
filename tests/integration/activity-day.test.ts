/**
 * The activity day on the server (src/contract/activity-day.ts; docs/standings.md): a Strava
 * import late in the evening goes into the race whose window holds the athlete's own day (from
 * `start_date_local`), not the one holding its Toronto or UTC day, the row stores that `day`, and
 * the standings count its km on that day. The stand-in answers `start_date_local` and
 * `utc_offset` from the start's own offset, as Strava does.
 */
import { describe, expect, it } from 'vitest';
import { addDays, torontoDay } from '../../src/contract/toronto-day';
import { decodeRows } from '../../src/contract/standings-codec';
import { shardOf } from '../../src/contract/standings-board';
import { adminDb, waitFor } from './support/emulators';
import { addActivity, processed, registerOnNewLeg, row } from './support/strava';
import { stravaRunnerEachTest } from './support/file-fixtures';

const db = adminDb();
const runner = stravaRunnerEachTest(db);

/** Two days ahead of Toronto: a day whose late evening is after the connection, wherever it is. */
const raceDay = () => addDays(torontoDay(new Date()), 2);

async function standingDays(legId: string, uid: string, km: number) {
  return waitFor(`the standings row of ${uid} on ${legId} with ${km} km`, async () => {
    const shard = (await db.doc(`races/${legId}/standings/${shardOf(uid)}`).get()).data();
    const r = decodeRows(String(shard?.rows ?? '')).find((x) => x.total === km);
    return r ? r.days : null;
  });
}

describe('the day of an import near the race window edges', () => {
  it.each([
    // 22:30 in Vancouver on the last day: 06:30 UTC and 01:30 in Toronto the next day.
    ['22:30 in Vancouver on the last day', 'T22:30:00-08:00', 0, 'last'],
    // 23:59 in Halifax on the last day: 03:59 UTC the next day (Toronto: 22:59, same day).
    ['23:59 in Halifax on the last day', 'T23:59:00-04:00', 0, 'last'],
    // 00:30 in St. John's on the first day: 23:00 in Toronto the day before.
    ["00:30 in St. John's on the first day", 'T00:30:00-03:30', 1, 'first'],
  ] as const)(
    '%s goes into that race only, with its day, counted on that day',
    async (_label, time, shift, edge) => {
      const day = addDays(raceDay(), shift);
      // A race ending (or starting) on that day, and its neighbour on the other side of the edge.
      const inside = await registerOnNewLeg(
        db,
        runner.uid,
        edge === 'last' ? { firstDay: '2025-01-01', lastDay: day } : { firstDay: day },
      );
      const outside = await registerOnNewLeg(
        db,
        runner.uid,
        edge === 'last'
          ? { firstDay: addDays(day, 1) }
          : { firstDay: '2025-01-01', lastDay: addDays(day, -1) },
      );
      const { activityId } = await addActivity(runner.athleteId, {
        km: 8.5,
        start: `${day}${time}`,
      });
      expect((await processed(db, activityId, 'create')).status).toBe('done');

      const r = await row(db, inside, runner.uid);
      expect(Object.keys(r.times)).toEqual([`S_${activityId}`]);
      expect(r.times[`S_${activityId}`]?.day).toBe(day);
      expect(await row(db, outside, runner.uid)).toEqual({ times: {}, totalDistance: 0 });
      expect(await standingDays(inside, runner.uid, 8.5)).toEqual({ [day]: 8.5 });
    },
  );
});
