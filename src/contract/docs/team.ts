import { nameAsShown, parseLeaderboardName } from '../leaderboard-name';
import { toNumber, toRecord, toText } from './values';

/**
 * A team: races/{legId}/teams/{teamName} (written by provisioning; `members` is the compact
 * summary the activity trigger keeps, so the dashboard's team panel is one read whatever the
 * team's size). The captain's code lives in its private/code document, never here.
 */
export interface TeamMember {
  readonly firstName: string;
  readonly lastName: string;
  /** km */
  readonly totalDistance: number;
  /**
   * She chose not to be listed (contract/leaderboard-name.ts): names blank on the document
   * (every signed-in user can read teams); her km still count in the team's total.
   */
  readonly hidden?: true;
}

export interface Team {
  readonly name: string;
  readonly owner: string;
  /** Highest total first. */
  readonly members: readonly (TeamMember & { readonly uid: string })[];
}

const kmOf = (value: unknown): number => {
  const km = toNumber(value);
  return km !== null && km > 0 ? km : 0;
};

/** One member's summary as stored on the team document. */
export function parseTeamMember(data: Readonly<Record<string, unknown>>): TeamMember {
  return {
    firstName: toText(data.firstName),
    lastName: toText(data.lastName),
    totalDistance: kmOf(data.totalDistance),
    ...(data.hidden === true ? { hidden: true as const } : {}),
  };
}

/** The summary the server stores for a racer, from her row: her name as she chose to be shown. */
export function teamMemberFromRacer(row: Readonly<Record<string, unknown>>): TeamMember {
  const shown = nameAsShown(
    toText(row.firstName),
    toText(row.lastName),
    parseLeaderboardName(row.leaderboardName),
  );
  return {
    firstName: shown.firstName,
    lastName: shown.lastName,
    totalDistance: kmOf(row.totalDistance),
    ...(shown.hidden ? { hidden: true as const } : {}),
  };
}

export function parseTeam(name: string, data: Readonly<Record<string, unknown>>): Team {
  const members = Object.entries(toRecord(data.members)).map(([uid, value]) => ({
    uid,
    ...parseTeamMember(toRecord(value)),
  }));
  members.sort(
    (a, b) => b.totalDistance - a.totalDistance || a.firstName.localeCompare(b.firstName),
  );
  return { name, owner: toText(data.owner), members };
}

/**
 * The team code: races/{legId}/teams/{teamName}/private/code {code}, readable by the captain
 * only. null when absent or empty, so an empty entered code never matches a missing one.
 */
export function parseTeamCode(data: Readonly<Record<string, unknown>> | undefined): string | null {
  const code = toText(data?.code);
  return code === '' ? null : code;
}
