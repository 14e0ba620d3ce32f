/**
 * The request of `organiser-updateLegSetup` (docs/organiser-console.md, "Race setup"): each
 * milestone passes the milestones document's checks (checkMilestoneInput, beside the reader the
 * dashboard uses); the first bad field is refused with its milestone, field and problem
 * (`badMilestone`), which the console shows at that field, and nothing is written. Apart from
 * organiser-race-setup.ts so the console's chunk never loads the milestones module.
 */
import { isSafeDocId } from '../document-id';
import { checkMilestoneInput, MILESTONES_MAX, type StoredMilestone } from '../docs/milestones';
import { checkFinisherLink } from '../docs/race-leg';
import { toDate } from '../docs/values';
import { accept, refuseWith, requestFields, type CallableContract } from './callable';
import { ORGANISER_REFUSAL_TEXTS, optionalReason } from './organiser';
import { UPDATE_LEG_SETUP_CALLABLE } from './organiser-race-setup';

const bad = refuseWith('invalid-argument', 'badRequest', ORGANISER_REFUSAL_TEXTS);

/** The request checked: the milestones as they will be stored, sorted by km. */
export interface CheckedLegSetup {
  readonly legId: string;
  readonly milestones: readonly StoredMilestone[];
  /**
   * The medals' ship date as the leg's parser reads it (values.ts toDate); null: cleared (the
   * leg has none again); absent: unchanged.
   */
  readonly medalsShipAt?: Date | null;
  /** Checked by the leg document's own check (race-leg.ts); absent: unchanged. */
  readonly finisherLink?: string;
  readonly reason: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseUpdateLegSetupRequest(raw: unknown) {
  const { legId, milestones, medalsShipOn, finisherLink, reason } = requestFields(raw);
  if (!isSafeDocId(legId) || !legId.startsWith('price_')) return bad;
  const why = optionalReason(reason);
  if (!why) return bad;
  if (!Array.isArray(milestones)) return bad;
  // The day read as the leg's parser reads a date-only text (values.ts toDate); a day that is
  // not on the calendar (2026-02-30) does not read back as itself.
  const shipAt =
    typeof medalsShipOn === 'string' && DAY.test(medalsShipOn) ? toDate(medalsShipOn) : null;
  if (
    medalsShipOn !== undefined &&
    medalsShipOn !== null &&
    (shipAt === null || shipAt.toISOString().slice(0, 10) !== medalsShipOn)
  )
    return refuseWith('invalid-argument', 'badShipDate', ORGANISER_REFUSAL_TEXTS);
  const link = finisherLink === undefined ? undefined : checkFinisherLink(finisherLink);
  if (link === null)
    return refuseWith('invalid-argument', 'badFinisherLink', ORGANISER_REFUSAL_TEXTS);
  if (milestones.length > MILESTONES_MAX)
    return refuseWith('invalid-argument', 'badMilestone', ORGANISER_REFUSAL_TEXTS, {
      problem: 'tooMany',
    });
  const stored: StoredMilestone[] = [];
  for (const [index, milestone] of milestones.entries()) {
    const checked = checkMilestoneInput(milestone);
    if (!checked.ok)
      return refuseWith('invalid-argument', 'badMilestone', ORGANISER_REFUSAL_TEXTS, {
        index,
        field: checked.field,
        problem: checked.problem,
      });
    stored.push(checked.value);
  }
  // Stable: two milestones at the same km keep the organiser's order.
  stored.sort((a, b) => a.distance - b.distance);
  return accept<CheckedLegSetup>({
    legId,
    milestones: stored,
    ...(shipAt ? { medalsShipAt: shipAt } : medalsShipOn === null ? { medalsShipAt: null } : {}),
    ...(link === undefined ? {} : { finisherLink: link }),
    reason: why,
  });
}

export const UPDATE_LEG_SETUP: CallableContract<CheckedLegSetup> = {
  name: UPDATE_LEG_SETUP_CALLABLE,
  signedOutMessage: ORGANISER_REFUSAL_TEXTS.signedOut,
  parse: parseUpdateLegSetupRequest,
};
