/**
 * Writes one tracker activity into the participant's rows (docs/trackers.md; docs/product.md §P2, §P3):
 * every registration with posting on whose race window holds the activity's day gets
 * times[S_|Fit_|Garmin_{id}] (shaped like a manual entry) and totalDistance moved by the
 * difference, in one transaction per leg. Writing the same activity again changes nothing;
 * an update replaces the entry; where the activity no longer counts (its type became a Ride,
 * its day left the window) the entry is removed. Turning posting off stops new imports but
 * leaves (and keeps updating) what was imported while it was on.
 * The activity trigger (on-activity-written.ts) derives completion and standings from the row.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  legsForActivity,
  skipReason,
  timesEntry,
  trackerKey,
  type SkipReason,
  type TrackerActivity,
  type TrackerProvider,
} from '../../../src/contract/tracker-activity';
import { importTarget, registeredLegs, rowChange, type LegAction } from './import-targets';
import { userPath } from '../shared/paths';

export interface LegResult {
  readonly legId: string;
  readonly action: LegAction;
}

export interface ImportResult {
  /** Why the activity counts nowhere, or null. */
  readonly skipped: SkipReason | null;
  readonly legs: readonly LegResult[];
}

/** Whether any row changed. */
export function changedAnything(result: ImportResult): boolean {
  return result.legs.some(
    (leg) => leg.action === 'added' || leg.action === 'replaced' || leg.action === 'removed',
  );
}

/** Sets (or, with `entry` null, removes) one key of a row in a transaction. */
async function applyToLeg(
  db: Firestore,
  legId: string,
  uid: string,
  key: string,
  decide: (hasKey: boolean) => ReturnType<typeof timesEntry> | null,
): Promise<LegResult> {
  const rowRef = db.doc(`races/${legId}/subscribedUsers/${uid}`);
  const action = await db.runTransaction(async (tx) => {
    const row = (await tx.get(rowRef)).data();
    const hasKey = typeof row?.times === 'object' && row.times !== null && key in row.times;
    const change = rowChange(row, key, decide(hasKey));
    if (change.update) {
      // Dotted paths: the key (prefix + provider id) has no dots, the leg id is a document id.
      tx.update(rowRef, {
        [`times.${key}`]: change.update.entry ?? FieldValue.delete(),
        totalDistance: change.update.totalDistance,
      });
    }
    return change.action;
  });
  return { legId, action };
}

async function loadTargets(db: Firestore, uid: string) {
  const user = (await db.doc(userPath(uid)).get()).data();
  const legIds = registeredLegs(user);
  const races = await Promise.all(legIds.map((legId) => db.doc(`races/${legId}`).get()));
  return legIds.flatMap((legId, i) => {
    const target = importTarget(legId, user, races[i]?.data());
    return target ? [target] : [];
  });
}

export async function importActivity(
  db: Firestore,
  uid: string,
  activity: TrackerActivity,
  connectedAtMs: number,
): Promise<ImportResult> {
  const key = trackerKey(activity.provider, activity.id);
  const targets = await loadTargets(db, uid);
  const skipped = skipReason(activity, connectedAtMs);
  const posting = new Set(skipped ? [] : legsForActivity(activity, targets));
  const inWindow = new Set(
    skipped
      ? []
      : legsForActivity(
          activity,
          targets.map((t) => ({ ...t, postingOn: true })),
        ),
  );
  const entry = timesEntry(activity);
  const legs = await Promise.all(
    targets.map((target) =>
      applyToLeg(db, target.legId, uid, key, (hasKey) =>
        posting.has(target.legId) || (hasKey && inWindow.has(target.legId)) ? entry : null,
      ),
    ),
  );
  return { skipped, legs };
}

/** Removes an imported activity from every row of the participant (a provider's delete). */
export async function removeImportedActivity(
  db: Firestore,
  uid: string,
  provider: TrackerProvider,
  providerActivityId: string,
): Promise<ImportResult> {
  const key = trackerKey(provider, providerActivityId);
  const legIds = registeredLegs((await db.doc(userPath(uid)).get()).data());
  const legs = await Promise.all(
    legIds.map((legId) => applyToLeg(db, legId, uid, key, () => null)),
  );
  return { skipped: null, legs };
}
