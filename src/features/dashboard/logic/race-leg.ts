/** The leg document races/{legId} (docs/data-model.md, spec 02 §3) as the dashboard reads it. */
import { toDate, toNumber, toRecord, toText } from '../../../lib/firestore-values';

export interface RaceLeg {
  readonly name: string;
  readonly legName: string;
  /** km; null when the document does not say. */
  readonly distance: number | null;
  readonly map: string;
  readonly milestonesId: string;
  readonly finisherBadge: string;
  readonly finisherLink: string;
  readonly raceDateStart: Date | null;
  readonly raceDateEnd: Date | null;
}

export function parseRaceLeg(data: Readonly<Record<string, unknown>>): RaceLeg {
  return {
    name: toText(data.name),
    legName: toText(data.legName),
    distance: toNumber(data.distance),
    map: toText(data.map),
    milestonesId: toText(data.milestones),
    finisherBadge: toText(data.finisher_badge),
    finisherLink: toText(data.finisher_link),
    raceDateStart: toDate(data.raceDateStart, 'start'),
    raceDateEnd: toDate(data.raceDateEnd, 'end'),
  };
}

/**
 * A team as the team panel reads it: races/{legId}/teams/{teamName}, with the compact
 * `members` summary the activity trigger keeps, so the panel is one read whatever the team's size.
 */
export interface TeamMember {
  readonly uid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly totalDistance: number;
}

export interface Team {
  readonly name: string;
  readonly owner: string;
  /** Highest total first. */
  readonly members: readonly TeamMember[];
}

export function parseTeam(name: string, data: Readonly<Record<string, unknown>>): Team {
  const members = Object.entries(toRecord(data.members)).map(([uid, value]) => {
    const m = toRecord(value);
    return {
      uid,
      firstName: toText(m.firstName),
      lastName: toText(m.lastName),
      totalDistance: toNumber(m.totalDistance) ?? 0,
    };
  });
  members.sort(
    (a, b) => b.totalDistance - a.totalDistance || a.firstName.localeCompare(b.firstName),
  );
  return { name, owner: toText(data.owner), members };
}
