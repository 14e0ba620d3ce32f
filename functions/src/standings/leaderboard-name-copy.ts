/**
 * Which racer rows a change of users/{uid}.leaderboardName rewrites (account page,
 * docs/standings.md "Names on the leaderboard"). Pure: the trigger in
 * on-leaderboard-name-changed.ts reads and writes, this decides.
 */
import { parseLeaderboardName, type LeaderboardName } from '../../../src/contract/leaderboard-name';
import { parseUserDoc } from '../../../src/contract/docs/user';

export interface NameCopy {
  readonly choice: LeaderboardName;
  /** Her registrations' legs: each has her row races/{legId}/subscribedUsers/{uid}. */
  readonly legIds: readonly string[];
}

/** null when the write did not change her choice (her address, her language, a registration). */
export function leaderboardNameCopy(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
): NameCopy | null {
  if (!after) return null;
  const choice = parseLeaderboardName(after.leaderboardName);
  // A document created without a choice (sign-up) is the default: nothing to copy.
  if (parseLeaderboardName(before?.leaderboardName) === choice) return null;
  return { choice, legIds: Object.keys(parseUserDoc(after).subscribedRaces).sort() };
}

/** Whether her row already carries the choice (a replayed event writes nothing). */
export const rowHasChoice = (
  row: Readonly<Record<string, unknown>> | undefined,
  choice: LeaderboardName,
): boolean => row !== undefined && parseLeaderboardName(row.leaderboardName) === choice;
