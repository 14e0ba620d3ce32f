/**
 * A medal's shipment (docs/organiser-console.md, "Medals to ship"): the carrier and tracking
 * number an organiser imports for a finisher's registration, the tracking link her account page
 * and her e-mail show, and the import file's lines. One registration ships once: its shipment is
 * `medal_shipments/{registrationId}` (server only) and a copy on the registration,
 * `users/{uid}.subscribedRaces.{legId}.medalShipment`, which she reads. Pure: the browser checks
 * a file with it before sending, the `organiser-importTracking` callable checks it again.
 */
import { isSafeDocId } from '../document-id';
import { parseCsv } from './csv';

export const CARRIERS = ['canada-post', 'purolator', 'ups', 'fedex', 'dhl'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carrier's name as a file names it (English or French, any case, spaces or not). */
const CARRIER_NAMES: Readonly<Record<string, Carrier>> = {
  canadapost: 'canada-post',
  postescanada: 'canada-post',
  purolator: 'purolator',
  ups: 'ups',
  fedex: 'fedex',
  dhl: 'dhl',
};

/** The carrier's display name (a brand: the same in both languages but Canada Post's). */
export const CARRIER_LABELS: Readonly<Record<Carrier, { en: string; fr: string }>> = {
  'canada-post': { en: 'Canada Post', fr: 'Postes Canada' },
  purolator: { en: 'Purolator', fr: 'Purolator' },
  ups: { en: 'UPS', fr: 'UPS' },
  fedex: { en: 'FedEx', fr: 'FedEx' },
  dhl: { en: 'DHL', fr: 'DHL' },
};

export function parseCarrier(value: unknown): Carrier | null {
  if (typeof value !== 'string') return null;
  const key = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f\s_-]/g, '')
    .toLowerCase();
  return (CARRIERS as readonly string[]).includes(value)
    ? (value as Carrier)
    : (CARRIER_NAMES[key] ?? null);
}

/** Letters and digits, 6 to 40 of them (spaces a carrier prints in groups are dropped). */
export function parseTrackingNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{6,40}$/.test(compact) ? compact : null;
}

/** The carrier's public tracking page for a number. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  const n = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'canada-post':
      return `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`;
    case 'purolator':
      return `https://www.purolator.com/en/shipping/tracker?pin=${n}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${n}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case 'dhl':
      return `https://www.dhl.com/ca-en/home/tracking/tracking-express.html?tracking-id=${n}`;
  }
}

const REGISTRATION_SEPARATOR = '__';

/** A registration's id in the console and its files: `{legId}__{uid}`. */
export const registrationIdOf = (legId: string, uid: string): string =>
  `${legId}${REGISTRATION_SEPARATOR}${uid}`;

export function parseRegistrationId(
  value: unknown,
): { readonly legId: string; readonly uid: string } | null {
  if (typeof value !== 'string' || !value.startsWith('price_')) return null;
  const at = value.indexOf(REGISTRATION_SEPARATOR);
  if (at < 0) return null;
  const legId = value.slice(0, at);
  const uid = value.slice(at + REGISTRATION_SEPARATOR.length);
  return isSafeDocId(legId) && isSafeDocId(uid) && isSafeDocId(value) ? { legId, uid } : null;
}

/** The shipment as the registration keeps it; null when it has none (or a malformed one). */
export interface MedalShipment {
  readonly carrier: Carrier;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
  readonly shippedAt: Date | null;
}

export function parseMedalShipment(
  value: unknown,
  toDate: (value: unknown) => Date | null,
): MedalShipment | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const carrier = parseCarrier(raw.carrier);
  const trackingNumber = parseTrackingNumber(raw.trackingNumber);
  if (!carrier || !trackingNumber) return null;
  return {
    carrier,
    trackingNumber,
    trackingUrl: trackingUrl(carrier, trackingNumber),
    shippedAt: toDate(raw.shippedAt),
  };
}

/** Who a line of the import names: a bib on the leg being imported, or a registration id. */
export type ShipmentReference =
  | { readonly kind: 'bib'; readonly bib: number }
  | { readonly kind: 'registration'; readonly legId: string; readonly uid: string };

export interface TrackingLine {
  /** The file's line (1-based), for the organiser to find it. */
  readonly line: number;
  readonly reference: ShipmentReference;
  readonly carrier: Carrier;
  readonly trackingNumber: string;
}

export const TRACKING_LINE_PROBLEMS = [
  'unreadable',
  'noColumns',
  'tooManyLines',
  'noLines',
  'noReference',
  'badCarrier',
  'badTrackingNumber',
  'otherLeg',
  'repeated',
] as const;
export type TrackingLineProblem = (typeof TRACKING_LINE_PROBLEMS)[number];

export interface TrackingLineError {
  /** 0: the file as a whole. */
  readonly line: number;
  readonly problem: TrackingLineProblem;
}

/** The most lines one import takes (a season's finishers of a leg come in a few files). */
export const TRACKING_IMPORT_MAX_LINES = 1000;
/** The longest file accepted, in characters. */
export const TRACKING_IMPORT_MAX_CHARS = 200_000;

const HEADER = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');
const BIB_HEADERS = ['bib', 'bibnumber', 'dossard'];
const REGISTRATION_HEADERS = ['registrationid', 'registration', 'inscription'];
const CARRIER_HEADERS = ['carrier', 'transporteur'];
const TRACKING_HEADERS = ['trackingnumber', 'tracking', 'numerodesuivi', 'numrodesuivi'];

function column(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((cell) => names.includes(HEADER(cell)));
}

/**
 * The lines of a tracking import for `legId`: a header row naming a `bib` or `registrationId`
 * column, a `carrier` and a `trackingNumber` column (any order, other columns ignored: the
 * medals export filled in imports as it is), then one line per medal. Either every line is
 * good, or the errors, each with its line.
 */
export function parseTrackingImport(
  text: string,
  legId: string,
):
  | { readonly ok: true; readonly lines: readonly TrackingLine[] }
  | { readonly ok: false; readonly errors: readonly TrackingLineError[] } {
  const fail = (problem: TrackingLineProblem, line = 0) =>
    ({ ok: false, errors: [{ line, problem }] }) as const;
  if (text.length > TRACKING_IMPORT_MAX_CHARS) return fail('tooManyLines');
  const parsed = parseCsv(text);
  if (!parsed.ok) return fail('unreadable', parsed.line);
  const [header, ...rows] = parsed.rows;
  if (!header) return fail('noLines');
  const bibAt = column(header, BIB_HEADERS);
  const registrationAt = column(header, REGISTRATION_HEADERS);
  const carrierAt = column(header, CARRIER_HEADERS);
  const trackingAt = column(header, TRACKING_HEADERS);
  if ((bibAt < 0 && registrationAt < 0) || carrierAt < 0 || trackingAt < 0)
    return fail('noColumns', parsed.lines?.[0] ?? 1);
  if (rows.length === 0) return fail('noLines');
  if (rows.length > TRACKING_IMPORT_MAX_LINES) return fail('tooManyLines');
  const lines: TrackingLine[] = [];
  const errors: TrackingLineError[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const line = parsed.lines?.[index + 1] ?? index + 2;
    const cell = (at: number) => (at >= 0 ? (row[at] ?? '').trim() : '');
    const registration = parseRegistrationId(cell(registrationAt));
    const bibText = cell(bibAt);
    const bib = /^\d{1,9}$/.test(bibText) ? Number(bibText) : null;
    const reference: ShipmentReference | null = registration
      ? { kind: 'registration', ...registration }
      : bib !== null
        ? { kind: 'bib', bib }
        : null;
    const carrier = parseCarrier(cell(carrierAt));
    const trackingNumber = parseTrackingNumber(cell(trackingAt));
    const problem: TrackingLineProblem | null = !reference
      ? 'noReference'
      : reference.kind === 'registration' && reference.legId !== legId
        ? 'otherLeg'
        : !carrier
          ? 'badCarrier'
          : !trackingNumber
            ? 'badTrackingNumber'
            : null;
    if (problem || !reference || !carrier || !trackingNumber) {
      errors.push({ line, problem: problem ?? 'noReference' });
      return;
    }
    const key = reference.kind === 'bib' ? `bib:${reference.bib}` : `uid:${reference.uid}`;
    if (seen.has(key)) {
      errors.push({ line, problem: 'repeated' });
      return;
    }
    seen.add(key);
    lines.push({ line, reference, carrier, trackingNumber });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}
