/**
 * Just after midnight in Toronto, rebuilds the board of every leg whose race is on, so the
 * Today and Last 7 Days tabs roll over even on a quiet night (docs/standings.md). The
 * Functions emulator never fires schedules: locally the next activity write, the browser
 * (which re-ranks a board built on an earlier day) and `npm run standings:rebuild` cover it.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { rebuildBoard } from './standings-store';

const DAY_MS = 86_400_000;

function millis(value: unknown): number | null {
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') return Number(value.toMillis());
  return null;
}

export const rollStandingsWindows = onSchedule({ schedule: '5 0 * * *', timeZone: 'America/Toronto' }, async () => {
  const db = getFirestore();
  const now = Date.now();
  const races = await db.collection('races').get();
  const live = races.docs.filter((race) => {
    const end = millis(race.data().raceDateEnd);
    // Ended races keep rolling for a week, until their Last 7 Days window is empty.
    return end === null || end + 8 * DAY_MS > now;
  });
  await Promise.all(live.map((race) => rebuildBoard(db, race.id)));
  logger.info('standings windows rolled', { legs: live.length });
});
