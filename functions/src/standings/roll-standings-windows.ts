/**
 * Just after midnight in Toronto, rebuilds the boards whose Today and Last 7 Days tabs were
 * ranked on an earlier day (standings-roll.ts says which), so the tabs roll over even on a
 * quiet night (docs/standings.md). The Functions emulator never fires schedules: locally the
 * next activity write, the browser (which re-ranks a board built on an earlier day) and
 * `npm run standings:rebuild` cover it.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { rollStandingsWindowsAt } from './standings-roll-run';

export const rollStandingsWindows = onSchedule(
  { schedule: '5 0 * * *', timeZone: 'America/Toronto' },
  async () => {
    const rolled = await rollStandingsWindowsAt(getFirestore());
    logger.info('standings windows rolled', { legs: rolled.length });
  },
);
