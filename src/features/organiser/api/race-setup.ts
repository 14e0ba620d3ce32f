/**
 * Race setup (docs/organiser-console.md, "Race setup"): a leg's medals' ship date and milestones as the console edits
 * them, and saving them (`organiser-updateLegSetup`, which checks each one with the milestones
 * document's own checks and logs the change). Read with the shared value readers, not the
 * milestones parser: that module stays in the dashboard's chunk (docs/performance.md).
 */
import { doc, getDoc } from 'firebase/firestore';
import {
  UPDATE_LEG_SETUP_CALLABLE,
  type MilestoneInput,
  type UpdateLegSetupRequest,
  type UpdateLegSetupResult,
} from '../../../contract/callables/organiser-race-setup';
import { toDate, toNumber, toRecord, toText } from '../../../contract/docs/values';
import { db } from '../../../lib/firestore';
import { callOrganiser } from './organiser-calls';

export interface LegSetup {
  /** The leg's km (milestones past it are refused); null when the leg does not say. */
  readonly legKm: number | null;
  /** The day the medals ship ('YYYY-MM-DD', as stored: a UTC day's start), '' when not set. */
  readonly medalsShipOn: string;
  readonly finisherLink: string;
  readonly milestones: readonly MilestoneInput[];
}

export async function loadLegSetup(legId: string): Promise<LegSetup> {
  const leg = (await getDoc(doc(db, 'races', legId))).data() ?? {};
  const milestonesId = toText(leg.milestones);
  const stored = milestonesId
    ? ((await getDoc(doc(db, 'milestones', milestonesId))).data() ?? {})
    : {};
  const list = Array.isArray(stored.milestones) ? (stored.milestones as unknown[]) : [];
  return {
    legKm: toNumber(leg.distance),
    medalsShipOn: toDate(leg.medalsShipAt)?.toISOString().slice(0, 10) ?? '',
    finisherLink: toText(leg.finisher_link),
    milestones: list
      .map((raw): MilestoneInput => {
        const m = toRecord(raw);
        const fr = toRecord(m.fr);
        return {
          name: toText(m.name),
          location: toText(m.location),
          distance: toNumber(m.distance) ?? 0,
          imageUrl: toText(m.image_url),
          description: toText(m.description),
          link: toText(m.link),
          fr: {
            name: toText(fr.name),
            location: toText(fr.location),
            description: toText(fr.description),
          },
        };
      })
      .sort((a, b) => a.distance - b.distance),
  };
}

export const updateLegSetup = (request: UpdateLegSetupRequest) =>
  callOrganiser<UpdateLegSetupRequest, UpdateLegSetupResult>(
    { name: UPDATE_LEG_SETUP_CALLABLE },
    request,
  );
