/**
 * milestones/{id} (docs/data-model.md, docs/product.md §P2, §P3): a header and a list of places with the
 * km at which each is reached, named by a leg's `milestones` field (race-leg.ts). Written by
 * the seed and the organisers; the dashboard reads it. One model and one parser. Pure.
 */
import { parseFrench, type FrenchTexts } from '../l10n';
import { toNumber, toRecord, toText } from './values';

export interface Milestone {
  readonly name: string;
  readonly location: string;
  /** km from the start; 0 when missing or not a number. */
  readonly distance: number;
  readonly imageUrl: string;
  readonly description: string;
  readonly link: string;
  /** In French (`fr: { name, location, description }`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name' | 'location' | 'description'>;
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
    fr: parseFrench(m),
  };
}

/** The document; anything that is not a map reads as an empty header and no milestones. */
export function parseMilestonesDoc(raw: unknown): MilestonesDoc {
  const data = toRecord(raw);
  const { distance: _distance, ...header } = parseMilestone(data.header);
  const list = Array.isArray(data.milestones) ? data.milestones.map(parseMilestone) : [];
  return { header, milestones: list.sort((a, b) => a.distance - b.distance) };
}
