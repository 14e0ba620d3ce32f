/**
 * The organisers' callables (src/contract/callables/organiser.ts; docs/organiser-console.md):
 * each answers its result, or a refusal by its code with the details the server sent (the
 * lines of a refused import), or a failure to retry. The server checks the organiser's claim on
 * every call (docs/security.md item 78).
 */
import { refusalCodeOf, type CallableContract } from '../../../contract/callables/callable';
import {
  IMPORT_TRACKING,
  LOOKUP_PARTICIPANT,
  MEDALS_TO_SHIP,
  ORGANISER_REFUSALS,
  type ImportRefusalDetails,
  type ImportTrackingRequest,
  type ImportTrackingResult,
  type LookupResult,
  type MedalsToShipRequest,
  type MedalsToShipResult,
  type OrganiserRefusal,
} from '../../../contract/callables/organiser';
import { callable } from '../../../lib/functions';

export type OrganiserOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly refusal: OrganiserRefusal;
      readonly details: ImportRefusalDetails;
    }
  | { readonly ok: false; readonly refusal: null; readonly error: unknown };

export async function callOrganiser<Request, Result>(
  // Its name is all the call needs (the server parses).
  contract: Pick<CallableContract<Request>, 'name'>,
  request: Request,
): Promise<OrganiserOutcome<Result>> {
  try {
    const answer = await callable<Request, Result>(contract.name)(request);
    return { ok: true, data: answer.data };
  } catch (error) {
    const refusal = refusalCodeOf(error, ORGANISER_REFUSALS);
    if (!refusal) return { ok: false, refusal: null, error };
    const details = (error as { details?: unknown }).details;
    return {
      ok: false,
      refusal,
      details:
        typeof details === 'object' && details !== null ? (details as ImportRefusalDetails) : {},
    };
  }
}

export const medalsToShip = (request: MedalsToShipRequest) =>
  callOrganiser<MedalsToShipRequest, MedalsToShipResult>(MEDALS_TO_SHIP, request);

export const importTracking = (request: ImportTrackingRequest) =>
  callOrganiser<ImportTrackingRequest, ImportTrackingResult>(IMPORT_TRACKING, request);

export const lookupParticipant = (query: string) =>
  callOrganiser<{ query: string }, LookupResult>(LOOKUP_PARTICIPANT, { query });
