/**
 * What the organisers may save in the options documents the app reads (docs/organiser-console.md,
 * "Race setup"): checked, then read back with the app's own parsers (options.ts), so what is
 * saved is what the home screen and the medal page show. Apart from options.ts so the
 * participant pages that read the options do not load the checks; only the server imports it
 * (contract/callables/organiser-site-options.ts). Pure.
 *
 * - options/homeBanner {image_url, image_link, image_alt, fr.image_alt}: the image the app's own
 *   (`/images/…`) or on https, as milestone images; the link on https, or none; the alt text
 *   required (the banner is an image), the French one optional.
 * - options/cccSpotsLeft {spotsLeft}: a whole number of at least 0.
 */
import { isHttpsUrl, isImageUrl } from './milestones';
import { parseHomeBanner, parseSpotsLeft } from './options';
import { toRecord } from './values';

export const BANNER_TEXT_MAX = { alt: 200, url: 500 } as const;
export const SPOTS_LEFT_MAX = 1_000_000;

export type BannerField = 'imageUrl' | 'imageLink' | 'imageAlt' | 'imageAltFr';
export type OptionProblem = 'required' | 'tooLong' | 'badUrl' | 'notAWholeNumber';

/** options/homeBanner as stored (the seed's and the app's field names). */
export interface StoredHomeBanner {
  readonly image_url: string;
  readonly image_link: string;
  readonly image_alt: string;
  readonly fr?: { readonly image_alt: string };
}

export type OptionCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly field: string; readonly problem: OptionProblem };

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** The console's banner (imageUrl, imageLink, imageAlt, imageAltFr), field by field in form order. */
export function checkHomeBannerInput(raw: unknown): OptionCheck<StoredHomeBanner> {
  const input = toRecord(raw);
  const imageUrl = text(input.imageUrl);
  const imageLink = text(input.imageLink ?? '');
  const imageAlt = text(input.imageAlt);
  const imageAltFr = text(input.imageAltFr ?? '');
  const bad = (field: BannerField, problem: OptionProblem) =>
    ({ ok: false, field, problem }) as const;
  if (!imageUrl) return bad('imageUrl', 'required');
  if (imageUrl.length > BANNER_TEXT_MAX.url) return bad('imageUrl', 'tooLong');
  if (!isImageUrl(imageUrl)) return bad('imageUrl', 'badUrl');
  if (imageLink === null) return bad('imageLink', 'badUrl');
  if (imageLink.length > BANNER_TEXT_MAX.url) return bad('imageLink', 'tooLong');
  if (imageLink !== '' && !isHttpsUrl(imageLink)) return bad('imageLink', 'badUrl');
  if (!imageAlt) return bad('imageAlt', 'required');
  if (imageAlt.length > BANNER_TEXT_MAX.alt) return bad('imageAlt', 'tooLong');
  if (imageAltFr === null) return bad('imageAltFr', 'required');
  if (imageAltFr.length > BANNER_TEXT_MAX.alt) return bad('imageAltFr', 'tooLong');
  const value: StoredHomeBanner = {
    image_url: imageUrl,
    image_link: imageLink,
    image_alt: imageAlt,
    ...(imageAltFr ? { fr: { image_alt: imageAltFr } } : {}),
  };
  // Read back as the home screen reads it: the same image, link and texts.
  const read = parseHomeBanner(value);
  if (read?.imageUrl !== imageUrl) return bad('imageUrl', 'badUrl');
  if (read.imageLink !== imageLink) return bad('imageLink', 'badUrl');
  if (read.imageAlt !== imageAlt) return bad('imageAlt', 'required');
  return { ok: true, value };
}

/** The medal page's spots left: a whole number from 0, read back as the medal page reads it. */
export function checkSpotsLeftInput(raw: unknown): OptionCheck<{ readonly spotsLeft: number }> {
  const read = parseSpotsLeft({ spotsLeft: raw });
  if (
    typeof raw !== 'number' ||
    read !== raw ||
    !Number.isInteger(raw) ||
    raw < 0 ||
    raw > SPOTS_LEFT_MAX
  )
    return { ok: false, field: 'spotsLeft', problem: 'notAWholeNumber' };
  return { ok: true, value: { spotsLeft: raw } };
}

/** A stored banner as the log and the comparison see it (missing fields as the parser reads them). */
export function storedHomeBanner(raw: unknown): StoredHomeBanner | null {
  const read = parseHomeBanner(raw);
  if (!read) return null;
  return {
    image_url: read.imageUrl,
    image_link: read.imageLink,
    image_alt: read.imageAlt,
    ...(read.fr?.imageAlt ? { fr: { image_alt: read.fr.imageAlt } } : {}),
  };
}
