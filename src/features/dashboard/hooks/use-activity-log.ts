/**
 * Logging and deleting activities from the dashboard, keeping both of a possible duplicate,
 * and which activities still wait to reach the server (offline: the persistent cache holds the
 * write; pending-activities remembers its key).
 */
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import {
  addActivity,
  addFileActivity,
  deleteActivity,
  keepBothActivities,
  type AddedActivity,
} from '../api/activity-writes';
import type { ActivityValue } from '../logic/activity-form';
import type { Activity } from '../logic/activity-row';
import {
  addPending,
  clearPending,
  readPending,
  waitingKeys,
  type KeyStore,
} from '../logic/pending-activities';

function browserStore(): KeyStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const NONE: ReadonlySet<string> = new Set();

interface RowSync {
  readonly hasPendingWrites: boolean;
  readonly fromCache: boolean;
}

export function useActivityLog(legId: string, uid: string, sync: RowSync | null, totalKm: number) {
  const [store] = useState(browserStore);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => readPending(store, uid, legId));
  const [refused, setRefused] = useState(false);

  // Once the server has confirmed the row, nothing of ours is waiting any more: forget the
  // stored keys (the next log starts from an empty list) and mark nothing meanwhile.
  const confirmed = sync !== null && !sync.hasPendingWrites && !sync.fromCache;
  useEffect(() => {
    if (confirmed) clearPending(store, uid, legId);
  }, [confirmed, store, uid, legId]);

  // Offline the write waits in the persistent cache's queue; its key is remembered as waiting.
  const track = useCallback(
    ({ key, saved }: AddedActivity) => {
      addPending(store, uid, legId, key);
      setPending(readPending(store, uid, legId));
      setRefused(false);
      saved.catch((error: unknown) => {
        reportError(error, { action: 'addActivity', legId });
        setRefused(true);
      });
    },
    [legId, uid, store],
  );

  const log = useCallback(
    (value: ActivityValue) => track(addActivity(legId, uid, value)),
    [legId, uid, track],
  );

  const logFile = useCallback(
    (key: string, value: ActivityValue) => track(addFileActivity(legId, uid, key, value)),
    [legId, uid, track],
  );

  const remove = useCallback(
    (activity: Activity) =>
      deleteActivity(legId, uid, activity, totalKm).catch((error: unknown) => {
        reportError(error, { action: 'deleteActivity', legId });
        throw error;
      }),
    [legId, uid, totalKm],
  );

  const keepBoth = useCallback(
    (manual: Activity, imported: Activity) =>
      keepBothActivities(legId, uid, manual.key, imported.key).catch((error: unknown) => {
        reportError(error, { action: 'keepBothActivities', legId });
        throw error;
      }),
    [legId, uid],
  );

  const waiting = confirmed ? NONE : waitingKeys(pending, sync?.hasPendingWrites ?? false);
  return { log, logFile, remove, keepBoth, waiting, refused };
}
