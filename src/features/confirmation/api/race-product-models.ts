/**
 * What the confirmation page reads from the catalogue (docs/data-model.md): a race
 * product's bib and community links, and a leg's description. Pure: the converters in
 * confirmation-data.ts call these, and they are unit-tested. The documents are read with the
 * catalogue's one parser (contract/docs/product.ts).
 */
import { parsePrice, parseProduct } from '../../../contract/docs/product';
import { toText } from '../../../contract/docs/values';
import type { FrenchTexts } from '../../../contract/l10n';

export interface RaceLinks {
  /** metadata.bib_link: the printable bib. */
  readonly bibLink: string | null;
  /** metadata.fb_link: the private community. */
  readonly fbLink: string | null;
}

export const NO_RACE_LINKS: RaceLinks = { bibLink: null, fbLink: null };

/** An http(s) address or a path of this site; anything else (javascript:, data:, //host) is dropped. */
export function safeLink(value: unknown): string | null {
  const link = toText(value).trim();
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseRaceLinks(data: Readonly<Record<string, unknown>>): RaceLinks {
  const { metadata } = parseProduct('', data);
  return { bibLink: safeLink(metadata.bib_link), fbLink: safeLink(metadata.fb_link) };
}

export interface LegLabel {
  readonly legId: string;
  readonly label: string;
  /** The leg's name in French (the price's `fr.description`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'label'>;
}

/** A leg's description ('1,000 km Leg'), else its metadata description, else its id. */
export function parseLegLabel(legId: string, data: Readonly<Record<string, unknown>>): LegLabel {
  const price = parsePrice(legId, data);
  const label = price.description.trim() || toText(price.metadata.description).trim() || legId;
  const french = price.fr?.description;
  return { legId, label, ...(french ? { fr: { label: french } } : {}) };
}
