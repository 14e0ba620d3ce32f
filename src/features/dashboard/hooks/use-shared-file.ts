/**
 * The file shared into the app for this dashboard (?shared=1, set by the share page): taken
 * once from where the service worker kept it (lib/shared-activity-file.ts), then the address
 * loses its query, so a reload does not ask again (docs/activity-files.md).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reportError } from '../../../lib/report-error';
import { takeSharedFile } from '../../../lib/shared-activity-file';

export function useSharedFile(): File | null {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('shared') === '1';
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (!wanted) return;
    takeSharedFile()
      .then(setFile)
      .catch((error: unknown) => reportError(error, { action: 'takeSharedFile' }))
      .finally(() => setParams({}, { replace: true }));
  }, [wanted, setParams]);
  return file;
}
