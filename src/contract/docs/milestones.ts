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

// ---- An organiser's milestones (docs/organiser-console.md, "Race setup") ----------------------
// The console's milestones are checked here, beside the reader the dashboard uses, so what an
// organiser may save is exactly what parseMilestonesDoc reads back. Only the server imports these
// (the request's parser, contract/callables/organiser-leg-setup.ts): the console's chunk never
// loads this module, which stays in the dashboard's (docs/performance.md).

/** The longest texts of a milestone: a place's name and location, a paragraph, an address. */
export const MILESTONE_TEXT_MAX = { name: 80, location: 120, description: 600, url: 500 } as const;
/** At most this many milestones on one leg. */
export const MILESTONES_MAX = 60;

export type MilestoneField =
  | 'name'
  | 'location'
  | 'distance'
  | 'imageUrl'
  | 'description'
  | 'link'
  | 'fr.name'
  | 'fr.location'
  | 'fr.description';
export type MilestoneProblem = 'required' | 'tooLong' | 'notANumber' | 'negative' | 'badUrl';

/** A milestone as stored in `milestones/{id}.milestones[]` (the names parseMilestone reads). */
export interface StoredMilestone {
  readonly name: string;
  readonly location: string;
  readonly distance: number;
  readonly image_url: string;
  readonly description: string;
  readonly link: string;
  readonly fr?: {
    readonly name?: string;
    readonly location?: string;
    readonly description?: string;
  };
}

export type MilestoneCheck =
  | { readonly ok: true; readonly value: StoredMilestone }
  | { readonly ok: false; readonly field: MilestoneField; readonly problem: MilestoneProblem };

const rawText = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() : null;

// An image is the app's own (`/images/…`) or on https; a link opens a page on https. Also the
// home banner's checks (site-options-check.ts).
export const isImageUrl = (url: string) => /^\/[^/\\]/.test(url) || isHttpsUrl(url);
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * One milestone as the console sends it (the model's names: `imageUrl`, `fr`), checked field by
 * field in the form order; the stored map when every field is good. A name is required; km is a
 * number of at least 0; texts are bounded; French texts are optional.
 */
export function checkMilestoneInput(raw: unknown): MilestoneCheck {
  const m = toRecord(raw);
  const fr = toRecord(m.fr);
  const fail = (field: MilestoneField, problem: MilestoneProblem): MilestoneCheck => ({
    ok: false,
    field,
    problem,
  });
  const texts: Record<string, string> = {};
  const textFields = [
    ['name', m.name, MILESTONE_TEXT_MAX.name, true],
    ['location', m.location, MILESTONE_TEXT_MAX.location, false],
  ] as const;
  for (const [field, value, max, required] of textFields) {
    const text = rawText(value ?? '');
    if (text === null || (required && text === '')) return fail(field, 'required');
    if (text.length > max) return fail(field, 'tooLong');
    texts[field] = text;
  }
  if (typeof m.distance !== 'number' || !Number.isFinite(m.distance))
    return fail('distance', 'notANumber');
  if (m.distance < 0) return fail('distance', 'negative');
  const urls = [
    ['imageUrl', m.imageUrl, isImageUrl],
    ['description', m.description, null],
    ['link', m.link, isHttpsUrl],
  ] as const;
  for (const [field, value, isUrl] of urls) {
    const text = rawText(value ?? '');
    if (text === null) return fail(field, 'required');
    const max = isUrl ? MILESTONE_TEXT_MAX.url : MILESTONE_TEXT_MAX.description;
    if (text.length > max) return fail(field, 'tooLong');
    if (isUrl && text !== '' && !isUrl(text)) return fail(field, 'badUrl');
    texts[field] = text;
  }
  const french: Record<string, string> = {};
  const frFields = [
    ['name', MILESTONE_TEXT_MAX.name],
    ['location', MILESTONE_TEXT_MAX.location],
    ['description', MILESTONE_TEXT_MAX.description],
  ] as const;
  for (const [name, max] of frFields) {
    const text = rawText(fr[name] ?? '');
    if (text === null) return fail(`fr.${name}`, 'required');
    if (text.length > max) return fail(`fr.${name}`, 'tooLong');
    if (text !== '') french[name] = text;
  }
  const value: StoredMilestone = {
    name: texts.name ?? '',
    location: texts.location ?? '',
    distance: m.distance,
    image_url: texts.imageUrl ?? '',
    description: texts.description ?? '',
    link: texts.link ?? '',
    ...(Object.keys(french).length > 0 ? { fr: french } : {}),
  };
  return { ok: true, value };
}
