/**
 * Milestones (spec 02 §2, §3): milestones/{id} holds a header and a list of places with the
 * km at which each is reached. The dashboard shows the reached ones and the next with the km to go.
 */
import { toNumber, toRecord, toText } from '../../../contract/docs/values';

export interface Milestone {
  readonly name: string;
  readonly location: string;
  readonly distance: number;
  readonly imageUrl: string;
  readonly description: string;
  readonly link: string;
}

export interface MilestonesDoc {
  readonly header: Omit<Milestone, 'distance'>;
  /** Sorted by distance. */
  readonly milestones: readonly Milestone[];
}

function parseMilestone(value: unknown): Milestone {
  const m = toRecord(value);
  return {
    name: toText(m.name),
    location: toText(m.location),
    distance: toNumber(m.distance) ?? 0,
    imageUrl: toText(m.image_url),
    description: toText(m.description),
    link: toText(m.link),
  };
}

export function parseMilestonesDoc(data: Readonly<Record<string, unknown>>): MilestonesDoc {
  const { distance: _distance, ...header } = parseMilestone(data.header);
  const list = Array.isArray(data.milestones) ? data.milestones.map(parseMilestone) : [];
  return { header, milestones: list.sort((a, b) => a.distance - b.distance) };
}

export interface MilestoneProgress {
  readonly reached: readonly Milestone[];
  readonly next: { readonly milestone: Milestone; readonly kmToGo: number } | null;
}

export function milestoneProgress(
  milestones: readonly Milestone[],
  totalKm: number,
): MilestoneProgress {
  const reached = milestones.filter((m) => m.distance <= totalKm);
  const upcoming = milestones.find((m) => m.distance > totalKm);
  return {
    reached,
    next: upcoming ? { milestone: upcoming, kmToGo: upcoming.distance - totalKm } : null,
  };
}
