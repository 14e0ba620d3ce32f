/**
 * A captain's note as the feed shows it (docs/product.md, "Team feed"): plain text, where an
 * address of our own pages (the app's origin) becomes a link and any other address stays text,
 * so a note cannot send teammates elsewhere with a click. Pure.
 */
export type NoteSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

const ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)»]+$/;

function ownHref(address: string, origin: string): string | null {
  try {
    const url = new URL(address);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

export function noteSegments(text: string, origin: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let plain = '';
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = ownHref(address, origin);
    if (href === null) continue;
    plain += text.slice(at, start);
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'link', text: address, href });
    at = start + address.length;
  }
  plain += text.slice(at);
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
