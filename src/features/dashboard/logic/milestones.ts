/**
 * Milestones (docs/product.md §P2, §P3): milestones/{id} holds a header and a list of places with the
 * km at which each is reached (its model: contract/docs/milestones.ts). The dashboard shows
 * the reached ones and the next with the km to go.
 */
import type { Milestone } from '../../../contract/docs/milestones';

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
