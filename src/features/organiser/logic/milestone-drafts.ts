/**
 * The race-setup form's milestones as typed (docs/organiser-console.md, "Race setup"): rows of
 * text, added, removed and moved; the request they make; the server's `badMilestone` answer
 * placed at its row and field. The checks themselves are the server's (the milestones
 * document's, contract/docs/milestones.ts): the console shows their answer at the field. Pure.
 */
import type {
  BadMilestoneDetails,
  MilestoneInput,
} from '../../../contract/callables/organiser-race-setup';

export interface MilestoneDraft {
  /** A key for the row that stays while it moves. */
  readonly key: number;
  readonly name: string;
  readonly location: string;
  readonly distance: string;
  readonly imageUrl: string;
  readonly description: string;
  readonly link: string;
  readonly frName: string;
  readonly frLocation: string;
  readonly frDescription: string;
}

export type DraftField = Exclude<keyof MilestoneDraft, 'key'>;
export type DraftProblem = NonNullable<BadMilestoneDetails['problem']>;
/** Problems by row key, then by field. */
export type DraftProblems = Readonly<Record<number, Partial<Record<DraftField, DraftProblem>>>>;

let nextKey = 1;

export function emptyDraft(): MilestoneDraft {
  return {
    key: nextKey++,
    name: '',
    location: '',
    distance: '',
    imageUrl: '',
    description: '',
    link: '',
    frName: '',
    frLocation: '',
    frDescription: '',
  };
}

export function draftOf(milestone: MilestoneInput): MilestoneDraft {
  return {
    ...emptyDraft(),
    name: milestone.name,
    location: milestone.location,
    distance: String(milestone.distance),
    imageUrl: milestone.imageUrl,
    description: milestone.description,
    link: milestone.link,
    frName: milestone.fr?.name ?? '',
    frLocation: milestone.fr?.location ?? '',
    frDescription: milestone.fr?.description ?? '',
  };
}

/** Km as typed, a decimal comma allowed; null (refused by the server at the field) when not a number. */
export function kmOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The request's milestones, in the form's order (the server stores them sorted by km). */
export function milestonesOf(drafts: readonly MilestoneDraft[]): MilestoneInput[] {
  return drafts.map((d) => ({
    name: d.name,
    location: d.location,
    // null is not a number: the server refuses it at this field (`notANumber`).
    distance: kmOf(d.distance) as number,
    imageUrl: d.imageUrl,
    description: d.description,
    link: d.link,
    fr: { name: d.frName, location: d.frLocation, description: d.frDescription },
  }));
}

/** Moves the row at `index` by `step` (−1 up, +1 down); unchanged at either end. */
export function moved<T>(rows: readonly T[], index: number, step: -1 | 1): readonly T[] {
  const to = index + step;
  if (to < 0 || to >= rows.length) return rows;
  const copy = [...rows];
  [copy[index], copy[to]] = [copy[to] as T, copy[index] as T];
  return copy;
}

const FIELD_OF: Readonly<Record<string, DraftField>> = {
  name: 'name',
  location: 'location',
  distance: 'distance',
  imageUrl: 'imageUrl',
  description: 'description',
  link: 'link',
  'fr.name': 'frName',
  'fr.location': 'frLocation',
  'fr.description': 'frDescription',
};

/**
 * The server's `badMilestone` details at their rows: the milestone it names (its place in the
 * request, the form's order), or every milestone past the leg's km (`beyondFinish`).
 */
export function problemsOf(
  drafts: readonly MilestoneDraft[],
  details: BadMilestoneDetails,
): DraftProblems {
  const problem = details.problem;
  if (!problem) return {};
  if (problem === 'beyondFinish' && typeof details.legKm === 'number') {
    const legKm = details.legKm;
    return Object.fromEntries(
      drafts
        .filter((d) => (kmOf(d.distance) ?? 0) > legKm)
        .map((d) => [d.key, { distance: problem }]),
    );
  }
  const draft = typeof details.index === 'number' ? drafts[details.index] : undefined;
  const field = details.field ? FIELD_OF[details.field] : undefined;
  return draft && field ? { [draft.key]: { [field]: problem } } : {};
}
