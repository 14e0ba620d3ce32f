/**
 * Medals to ship (docs/organiser-console.md): which registrations of a leg wait for their
 * medal, as rows, and the CSV a fulfilment house imports. A finisher is a registration with a
 * `completedDate` (set by the activity trigger); one whose registration already has a
 * `medalShipment` is not listed. The shipping address is the order's, kept with the
 * registration (docs/data-model.md); a finisher without one is listed with empty fields, for an
 * organiser to settle. Pure.
 */
import type { MedalRow, MedalsToShipRequest } from '../../../src/contract/callables/organiser';
import { parseSubscribedRace } from '../../../src/contract/docs/user';
import { toText } from '../../../src/contract/docs/values';
import { toCsv } from '../../../src/contract/organiser/csv';
import { registrationIdOf } from '../../../src/contract/organiser/medal-shipment';
import { torontoDay } from '../../../src/contract/toronto-day';

export interface UserSnapshot {
  readonly uid: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Her row on the list, or null when the registration is not a finisher waiting for a medal. */
export function medalRowOf(legId: string, user: UserSnapshot): MedalRow | null {
  const races = (user.data.subscribedRaces ?? {}) as Record<string, unknown>;
  const raw = races[legId];
  if (typeof raw !== 'object' || raw === null) return null;
  if ((raw as Record<string, unknown>).medalShipment) return null;
  const entry = parseSubscribedRace(legId, raw);
  if (!entry.completedDate) return null;
  const address = entry.shippingAddress;
  const details = (user.data.details ?? {}) as Record<string, unknown>;
  return {
    registrationId: registrationIdOf(legId, user.uid),
    uid: user.uid,
    bib: entry.bibNumber,
    firstName: address?.firstName || toText(details.firstName),
    lastName: address?.lastName || toText(details.lastName),
    email: toText(user.data.email),
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
    phoneNumber: address?.phoneNumber ?? '',
    extras: Object.values(entry.boughtProducts).sort(),
    finishedAt: entry.completedDate.toISOString(),
  };
}

/** The rows the request's filters keep, by finish time then bib. */
export function medalRows(
  request: MedalsToShipRequest,
  users: readonly UserSnapshot[],
): MedalRow[] {
  return users
    .map((user) => medalRowOf(request.legId, user))
    .filter((row): row is MedalRow => {
      if (!row) return false;
      if (request.country && row.country !== request.country) return false;
      const day = torontoDay(new Date(row.finishedAt));
      if (request.finishedFrom && day < request.finishedFrom) return false;
      if (request.finishedTo && day > request.finishedTo) return false;
      return true;
    })
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt) || (a.bib ?? 0) - (b.bib ?? 0));
}

/**
 * The export: one line per medal with the order's address, and empty `carrier` and
 * `trackingNumber` columns a fulfilment house fills in and the tracking import reads back as
 * it is (medal-shipment.ts parseTrackingImport).
 */
export const MEDALS_CSV_HEADER = [
  'registrationId',
  'bib',
  'firstName',
  'lastName',
  'address',
  'city',
  'province',
  'postalCode',
  'country',
  'phoneNumber',
  'email',
  'extras',
  'finishedOn',
  'carrier',
  'trackingNumber',
] as const;

export function medalsCsv(rows: readonly MedalRow[]): string {
  return toCsv([
    [...MEDALS_CSV_HEADER],
    ...rows.map((row) => [
      row.registrationId,
      row.bib === null ? '' : String(row.bib),
      row.firstName,
      row.lastName,
      row.address,
      row.city,
      row.state,
      row.postalCode,
      row.country,
      row.phoneNumber,
      row.email,
      row.extras.join('; '),
      torontoDay(new Date(row.finishedAt)),
      '',
      '',
    ]),
  ]);
}
