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
}

export interface Team {
  readonly name: string;
  readonly owner: string;
  /** Highest total first. */
  readonly members: readonly (TeamMember & { readonly uid: string })[];
}

/** One member's summary on the team document, from anything (a racer's row, a stored entry). */
export function parseTeamMember(data: Readonly<Record<string, unknown>>): TeamMember {
  const km = toNumber(data.totalDistance);
  return {
    firstName: toText(data.firstName),
    lastName: toText(data.lastName),
    totalDistance: km !== null && km > 0 ? km : 0,
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
