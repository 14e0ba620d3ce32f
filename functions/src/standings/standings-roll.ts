/**
 * Which legs' boards the nightly roll-over rebuilds (docs/standings.md, Today and Last 7 Days),
 * pure so it is tested without Firestore. A board ranks its Today and Last 7 Days tabs for the
 * Toronto day it was built on (`day`); after midnight in Toronto those tabs are stale until the
 * board is rebuilt. A board rolls when:
 * - it was built on an earlier Toronto day than `now` (a board already on today's day, built by
 *   a write after midnight or by an earlier run of the schedule, is left alone);
 * - and its race has not been over for a whole window: from the 7th Toronto day after the race's
 *   end, the windows hold none of its activities, so a board built on or after that day stays
 *   right for good. A board that missed its last roll-overs (an outage) still gets them.
 * A leg without a board has never had a racer's row: nothing to roll.
 */
import { addDays, torontoDay } from '../../../src/contract/toronto-day';

/** Days after the race's end day on which the Last 7 Days window holds none of its days. */
const WINDOW_EMPTY_AFTER_DAYS = 7;

export interface LegBoard {
  readonly legId: string;
  /** The race's end (races/{legId}.raceDateEnd), null when not set. */
  readonly raceEnd: Date | null;
  /** The Toronto day the board was built on (board/current `day`), null when there is no board. */
  readonly boardDay: string | null;
}

export function legsToRoll(legs: readonly LegBoard[], now: Date): string[] {
  const today = torontoDay(now);
  return legs
    .filter(({ raceEnd, boardDay }) => {
      if (boardDay === null || boardDay >= today) return false;
      return raceEnd === null || boardDay < addDays(torontoDay(raceEnd), WINDOW_EMPTY_AFTER_DAYS);
    })
    .map((leg) => leg.legId);
}
