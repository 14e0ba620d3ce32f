/**
 * `organiser-medalsToShip` (docs/organiser-console.md, "Medals to ship"): a leg's finishers whose
 * medal has not shipped, with the order's shipping address, extras, finish date and country,
 * filtered by country and finish days; with `format: 'csv'` also the file for a fulfilment
 * house, and the export is written to the audit log. Organisers only (organiser-callable.ts).
 */
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { MEDALS_TO_SHIP, type MedalsToShipResult } from '../../../src/contract/callables/organiser';
import { organiserCallable } from './organiser-callable';
import { logOrganiserAction } from './organiser-log';
import { medalRows, medalsCsv } from './medal-rows';

/** users whose registration on `legId` has a completedDate (a finisher), shipped or not. */
export async function finishersOf(legId: string) {
  const snapshot = await getFirestore()
    .collection('users')
    .where(new FieldPath('subscribedRaces', legId, 'completedDate'), '>', new Date(0))
    .get();
  return snapshot.docs.map((doc) => ({ uid: doc.id, data: doc.data() }));
}

export const medalsToShip = organiserCallable(
  MEDALS_TO_SHIP,
  async (request, caller): Promise<MedalsToShipResult> => {
    const rows = medalRows(request, await finishersOf(request.legId));
    if (request.format === 'list') return { rows };
    await logOrganiserAction(getFirestore(), caller, {
      action: 'medals.export',
      target: `races/${request.legId}`,
      after: {
        rows: rows.length,
        country: request.country ?? null,
        finishedFrom: request.finishedFrom ?? null,
        finishedTo: request.finishedTo ?? null,
      },
    });
    return { rows, csv: medalsCsv(rows) };
  },
);
