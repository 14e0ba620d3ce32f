/**
 * `organiser-updateLegSetup` (docs/organiser-console.md, "Race setup"): a leg's medals' ship date
 * (`medalsShipAt`, set or cleared) and finisher link (`finisher_link`, checked by race-leg.ts), on the leg, and its milestones, as the console edits them. The milestones go
 * to the document the leg names (`races/{legId}.milestones`; `milestones/{legId}`, named on the
 * leg, when it has none), so every participant's dashboard on that leg reads them live; its
 * header is kept. The request's parser checked each milestone with the milestones document's
 * own checks (contract/docs/milestones.ts, beside the reader the dashboard uses) and the day with
 * the leg parser's date reader; here a km past the leg's distance is refused too
 * (`badMilestone`, `beyondFinish`). One transaction with its audit-log entry (`race.setup`, the
 * ship date and the milestones before and after). The same again answers `unchanged` and writes
 * nothing. Organisers only (organiser-callable.ts).
 */
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { UpdateLegSetupResult } from '../../../src/contract/callables/organiser-race-setup';
import { UPDATE_LEG_SETUP } from '../../../src/contract/callables/organiser-leg-setup';
import { ORGANISER_REFUSAL_TEXTS } from '../../../src/contract/callables/organiser';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { refusalError } from '../shared/callable';
import { canonical } from './canonical-json';
import { organiserCallable } from './organiser-callable';
import { logInTransaction } from './organiser-log';

export const updateLegSetup = organiserCallable(
  UPDATE_LEG_SETUP,
  async (
    { legId, milestones, medalsShipAt, finisherLink, reason },
    caller,
  ): Promise<UpdateLegSetupResult> => {
    const db = getFirestore();
    const legRef = db.doc(`races/${legId}`);
    return db.runTransaction(async (tx): Promise<UpdateLegSetupResult> => {
      const legDoc = await tx.get(legRef);
      if (!legDoc.exists) throw refusalError('not-found', 'unknownLeg', ORGANISER_REFUSAL_TEXTS);
      const leg = parseRaceLeg(legDoc.data() ?? {});
      const past =
        leg.distance === null ? -1 : milestones.findIndex((m) => m.distance > leg.distance!);
      if (past >= 0)
        throw refusalError('invalid-argument', 'badMilestone', ORGANISER_REFUSAL_TEXTS, {
          field: 'distance',
          problem: 'beyondFinish',
          legKm: leg.distance,
        });
      const milestonesId = leg.milestonesId || legId;
      const milestonesRef = db.doc(`milestones/${milestonesId}`);
      const current = await tx.get(milestonesRef);
      const before: unknown = current.get('milestones') ?? [];
      const shipBefore = leg.medalsShipAt?.toISOString() ?? null;
      // null clears the date; absent leaves it as it is.
      const shipAfter = medalsShipAt === null ? null : (medalsShipAt?.toISOString() ?? shipBefore);
      const linkBefore = leg.finisherLink;
      const linkAfter = finisherLink ?? linkBefore;
      const milestonesChanged = canonical(before) !== canonical(milestones);
      if (!milestonesChanged && shipAfter === shipBefore && linkAfter === linkBefore)
        return { outcome: 'unchanged' };
      if (milestonesChanged) {
        if (current.exists) tx.update(milestonesRef, { milestones });
        else tx.set(milestonesRef, { milestones });
      }
      const legChanges = {
        ...(leg.milestonesId ? {} : { milestones: milestonesId }),
        ...(shipAfter === shipBefore
          ? {}
          : {
              medalsShipAt: medalsShipAt ? Timestamp.fromDate(medalsShipAt) : FieldValue.delete(),
            }),
        ...(linkAfter === linkBefore ? {} : { finisher_link: linkAfter }),
      };
      if (Object.keys(legChanges).length > 0) tx.update(legRef, legChanges);
      logInTransaction(db, tx, caller, {
        action: 'race.setup',
        target: `races/${legId}`,
        reason,
        before: {
          milestonesId,
          milestones: before,
          medalsShipAt: shipBefore,
          finisherLink: linkBefore,
        },
        after: { milestonesId, milestones, medalsShipAt: shipAfter, finisherLink: linkAfter },
      });
      return { outcome: 'saved' };
    });
  },
);
