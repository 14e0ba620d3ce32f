/**
 * The file shared into the app for this dashboard (?shared=1, set by the share page): taken
 * once from where the service worker kept it (lib/shared-activity-file.ts), then the address
 * loses its query, so a reload does not ask again (docs/activity-files.md). `wanted`: the upload
 * saw ?shared=1 when it appeared (it keeps that once the query is gone).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reportError } from '../../../lib/report-error';
import { takeSharedFile } from '../../../lib/shared-activity-file';

export function useSharedFile(wanted: boolean): File | null {
  const [, setParams] = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  // Taken once: clearing the query gives a new setParams, which runs the effect again.
  const taken = useRef(false);
  useEffect(() => {
    if (!wanted || taken.current) return;
    taken.current = true;
    takeSharedFile()
      .then(setFile)
      .catch((error: unknown) => reportError(error, { action: 'takeSharedFile' }))
      .finally(() => setParams({}, { replace: true }));
  }, [wanted, setParams]);
  return file;
}
