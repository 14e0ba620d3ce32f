/**
 * The manual activity write (docs/product.md §P3, §P5; docs/product.md, "Deliberate differences"): one update of the
 * participant's own row that adds exactly one times key and raises totalDistance by exactly
 * its distance (an increment, so two devices never overwrite each other), or removes one key
 * and lowers the total by exactly that, never below 0. firestore.rules checks all of it.
 *
 * The returned promise settles when the server answers; offline it waits in the persistent
 * cache's queue, so callers show the result from the live row, not from the promise.
 */
import { deleteField, FieldPath, increment, Timestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { trackPendingWrite } from '../../../lib/pending-writes';
import { activityKey, noonUtc } from '../logic/activity-day';
import type { ActivityValue } from '../logic/activity-form';
import type { Activity } from '../logic/activity-row';
import { rawActivityRowRef } from './dashboard-refs';

export interface AddedActivity {
  readonly key: string;
  readonly saved: Promise<void>;
}

export function addActivity(
  legId: string,
  uid: string,
  value: ActivityValue,
  loggedAt = new Date(),
): AddedActivity {
  return addEntry(legId, uid, activityKey(loggedAt, value.day), value);
}

/**
 * An activity read from a file (docs/activity-files.md): the same write under the file's own key
 * (`File_` + its content hash), which the rules refuse to add twice. Only the entry is written;
 * the file and its track stay on the device.
 */
export function addFileActivity(
  legId: string,
  uid: string,
  key: string,
  value: ActivityValue,
): AddedActivity {
  return addEntry(legId, uid, key, value);
}

function addEntry(legId: string, uid: string, key: string, value: ActivityValue): AddedActivity {
  const entry = {
    date: Timestamp.fromDate(noonUtc(value.day)),
    distance: value.distance,
    distanceType: 'Km',
    duration: { ...value.duration },
  };
  const saved = updateDoc(
    rawActivityRowRef(db, legId, uid),
    new FieldPath('times', key),
    entry,
    'totalDistance',
    increment(value.distance),
  );
  trackPendingWrite(saved);
  return { key, saved };
}

/** `currentTotal` is the live total: when the entry is larger (an inconsistent row), the total goes to 0, not below. */
export function deleteActivity(
  legId: string,
  uid: string,
  activity: Activity,
  currentTotal: number,
): Promise<void> {
  const total = currentTotal - activity.distance < 1e-6 ? 0 : increment(-activity.distance);
  const saved = updateDoc(
    rawActivityRowRef(db, legId, uid),
    new FieldPath('times', activity.key),
    deleteField(),
    'totalDistance',
    total,
  );
  trackPendingWrite(saved);
  return saved;
}

/**
 * 'Keep both' on a possible duplicate (beyond the spec): one entry added to the row's
 * keptDuplicates map, manual key → imported key, nothing else (firestore.rules checks that
 * both are times keys of the row). Stored on the row, so every device of hers stops asking.
 */
export function keepBothActivities(
  legId: string,
  uid: string,
  manualKey: string,
  importedKey: string,
): Promise<void> {
  return updateDoc(
    rawActivityRowRef(db, legId, uid),
    new FieldPath('keptDuplicates', manualKey),
    importedKey,
  );
}
