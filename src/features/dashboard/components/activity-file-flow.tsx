/**
 * What 'Upload a file' does with a file (docs/activity-files.md): read on her device, shown (day
 * and time on the activity's own clock, distance, moving and elapsed time, sport) and written
 * only when she confirms, as a manual entry under the file's key; or refused with its reason,
 * nothing written. `file` is the one she picked; `shared` takes the one shared into the
 * installed app (the share target) instead. This module, the readers and its texts are one chunk
 * loaded on the first file (activity-file-upload.tsx), off the dashboard's first load
 * (docs/performance.md); the service worker precaches it, so reading and confirming work offline
 * (the write then waits in the same queue as a manual entry).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Sport } from '../../../contract/race-sport';
import { reportError } from '../../../lib/report-error';
import { useActiveLanguage } from '../hooks/use-active-language';
import { useSharedFile } from '../hooks/use-shared-file';
import type { DayBounds } from '../logic/activity-day';
import type { ActivityValue } from '../logic/activity-form';
import {
  checkFileActivity,
  READ_REFUSALS,
  type FilePreview,
} from '../logic/activity-files/file-activity-check';
import { readActivityFile } from '../logic/activity-files/read-activity-file';
import { formatDay, formatDuration, type Activity } from '../logic/activity-row';
import { formatKm } from '../logic/progress';
import { uploadMatch } from '../logic/upload-match';
import { ActivityFilePreview } from './activity-file-preview';

export interface ActivityFileFlowProps {
  /** The file she picked; null when it is the shared one (`shared`). */
  readonly file: File | null;
  readonly shared: boolean;
  readonly bounds: DayBounds;
  readonly sport: Sport;
  readonly activities: readonly Activity[];
  readonly onSave: (key: string, value: ActivityValue) => void;
}

/** A reader that broke on this file (reported): said as the upload says a chunk that did not come. */
const UNAVAILABLE = msg`We couldn't read this file just now. Check your connection and try again.`;

type State =
  | { readonly step: 'reading' }
  | { readonly step: 'refused'; readonly reason: MessageDescriptor }
  | {
      readonly step: 'confirm';
      readonly key: string;
      readonly value: ActivityValue;
      readonly preview: FilePreview;
      readonly match: Activity | null;
    }
  | { readonly step: 'saved' }
  | { readonly step: 'closed' };

/** @public read through the upload's dynamic import (knip does not follow it) */
export function ActivityFileFlow({
  file: picked,
  shared,
  bounds,
  sport,
  activities,
  onSave,
}: ActivityFileFlowProps) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const sharedFile = useSharedFile(shared);
  const file = shared ? sharedFile : picked;
  const [state, setState] = useState<State>({ step: 'reading' });
  const fileName = file?.name ?? '';

  const read = async (chosen: File) => {
    setState({ step: 'reading' });
    try {
      const result = await readActivityFile(chosen);
      if (!result.ok) {
        setState({ step: 'refused', reason: READ_REFUSALS[result.reason] });
        return;
      }
      const checked = checkFileActivity(result.activity, {
        key: result.key,
        bounds,
        sport,
        existingKeys: new Set(activities.map((a) => a.key)),
      });
      if (!checked.ok) {
        setState({ step: 'refused', reason: checked.reason });
        return;
      }
      const { preview } = checked;
      const match = uploadMatch(
        { day: preview.day, distanceKm: preview.distanceKm, startMs: preview.startMs },
        activities,
      );
      setState({ step: 'confirm', key: result.key, value: checked.value, preview, match });
    } catch (error) {
      // A reader broke on this file (the chunk itself is here: this module is in it).
      reportError(error, { action: 'readActivityFile' });
      setState({ step: 'refused', reason: UNAVAILABLE });
    }
  };

  // The file is read once, with the row as it is then (the latest `read`): a new file is a new
  // flow (the upload keys it by pick).
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  useEffect(() => {
    if (file) void readRef.current(file);
  }, [file]);

  const confirm = () => {
    if (state.step !== 'confirm') return;
    onSave(state.key, state.value);
    setState({ step: 'saved' });
  };

  return (
    <>
      {state.step === 'reading' && file && (
        <p className="mt-2 mb-0" role="status">
          <Trans>Reading {fileName}…</Trans>
        </p>
      )}
      {state.step === 'refused' && (
        <p
          className="alert alert-danger mt-2 mb-0"
          role="alert"
          data-testid="activity-file-refused"
        >
          {i18n._(state.reason)}
        </p>
      )}
      {state.step === 'saved' && (
        <p className="alert alert-success mt-2 mb-0" role="status">
          <Trans>Activity added.</Trans>
        </p>
      )}
      {state.step === 'confirm' && file && (
        <ActivityFilePreview
          fileName={fileName}
          preview={state.preview}
          matchText={
            state.match
              ? t`This looks like an activity already in your feed: ${formatDay(state.match.day, language)}, ${formatKm(state.match.distance, language)} Km, ${formatDuration(state.match.duration)}. If you add it, you can then keep both or remove one.`
              : null
          }
          onConfirm={confirm}
          onCancel={() => setState({ step: 'closed' })}
        />
      )}
    </>
  );
}
