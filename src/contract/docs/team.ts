import { nameAsShown, parseLeaderboardName } from '../leaderboard-name';
import { toNumber, toRecord, toText } from './values';

/**
 * A team: races/{legId}/teams/{teamName} {owner, createdAt, membersCount} (written by
 * provisioning; readable by every signed-in user, so it names no member: docs/standings.md,
 * "Names on the leaderboard"). Its roster, races/{legId}/teams/{teamName}/private/roster
 * {members: {uid: summary}}, is the compact summary the activity trigger keeps of its listed
 * members (the dashboard's team panel is one read whatever the team's size), readable by its
 * members only; a member who chose hidden is not in it. The captain's code lives in
 * private/code, readable by the captain only. Who is on a team is the racers' rows' teamName.
 */
export interface TeamMember {
  readonly firstName: string;
  readonly lastName: string;
  /** km */
  readonly totalDistance: number;
}

export interface TeamDoc {
  readonly name: string;
  /** The captain's uid (the rules let her alone read the code). */
  readonly owner: string;
}

export type RosterMember = TeamMember & { readonly uid: string };

const kmOf = (value: unknown): number => {
  const km = toNumber(value);
  return km !== null && km > 0 ? km : 0;
};

/** One member's summary as stored on the roster. */
export function parseTeamMember(data: Readonly<Record<string, unknown>>): TeamMember {
  return {
    firstName: toText(data.firstName),
    lastName: toText(data.lastName),
    totalDistance: kmOf(data.totalDistance),
  };
}

/**
 * The summary the server stores on the roster for a racer, from her row: her name as she chose
 * to be shown; null when she chose hidden (she is not on the roster her teammates read).
 */
export function teamMemberFromRacer(row: Readonly<Record<string, unknown>>): TeamMember | null {
  const shown = nameAsShown(
    toText(row.firstName),
    toText(row.lastName),
    parseLeaderboardName(row.leaderboardName),
  );
  if (shown.hidden) return null;
  return {
    firstName: shown.firstName,
    lastName: shown.lastName,
    totalDistance: kmOf(row.totalDistance),
  };
}

export function parseTeam(name: string, data: Readonly<Record<string, unknown>>): TeamDoc {
  return { name, owner: toText(data.owner) };
}

/** The roster's members, highest total first; none when the roster does not exist. */
export function parseTeamRoster(
  data: Readonly<Record<string, unknown>> | undefined,
): RosterMember[] {
  const members = Object.entries(toRecord(data?.members)).map(([uid, value]) => ({
    uid,
    ...parseTeamMember(toRecord(value)),
  }));
  members.sort(
    (a, b) => b.totalDistance - a.totalDistance || a.firstName.localeCompare(b.firstName),
  );
  return members;
}

/**
 * The team code: races/{legId}/teams/{teamName}/private/code {code}, readable by the captain
 * only. null when absent or empty, so an empty entered code never matches a missing one.
 */
export function parseTeamCode(data: Readonly<Record<string, unknown>> | undefined): string | null {
  const code = toText(data?.code);
  return code === '' ? null : code;
}
