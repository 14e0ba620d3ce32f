/**
 * 'Upload a file' on the dashboard's activity area (docs/activity-files.md): a GPX, TCX or FIT
 * file (or a .zip of one) is read on her device, shown (day and time on the activity's own
 * clock, distance, moving and elapsed time, sport) and written only when she confirms, as a
 * manual entry under the file's key. A file shared from a watch's app (the share target) comes
 * in as `sharedFile`. The readers load on first use, so the dashboard's first load carries none
 * of them; the service worker precaches them, so reading and confirming work offline (the write
 * then waits in the same queue as a manual entry).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import type { Sport } from '../../../contract/race-sport';
import { reportError } from '../../../lib/report-error';
import { useActiveLanguage } from '../hooks/use-active-language';
import type { DayBounds } from '../logic/activity-day';
import type { ActivityValue } from '../logic/activity-form';
import type { FilePreview } from '../logic/activity-files/file-activity-check';
import { formatDay, formatDuration, type Activity } from '../logic/activity-row';
import { uploadMatch } from '../logic/duplicates';
import { formatKm } from '../logic/progress';
import { ActivityFilePreview } from './activity-file-preview';

interface Props {
  readonly bounds: DayBounds;
  readonly sport: Sport;
  readonly activities: readonly Activity[];
  readonly onSave: (key: string, value: ActivityValue) => void;
  /** A file shared into the installed app, read as soon as the area shows. */
  readonly sharedFile?: File | null;
}

type State =
  | { readonly step: 'idle' }
  | { readonly step: 'reading' }
  | { readonly step: 'refused'; readonly reason: MessageDescriptor }
  | {
      readonly step: 'confirm';
      readonly key: string;
      readonly value: ActivityValue;
      readonly preview: FilePreview;
      readonly match: Activity | null;
    }
  | { readonly step: 'saved' };

const ACCEPT =
  '.gpx,.tcx,.fit,.zip,application/gpx+xml,application/vnd.garmin.tcx+xml,application/zip';

const UNAVAILABLE = msg`We couldn't read this file just now. Check your connection and try again.`;

/** Both modules in one chunk of their own, fetched on the first file. */
const loadReader = () =>
  Promise.all([
    import('../logic/activity-files/read-activity-file'),
    import('../logic/activity-files/file-activity-check'),
  ]);

export function ActivityFileUpload({ bounds, sport, activities, onSave, sharedFile }: Props) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [fileName, setFileName] = useState('');

  const read = async (file: File) => {
    setFileName(file.name);
    setState({ step: 'reading' });
    try {
      const [{ readActivityFile }, { READ_REFUSALS, checkFileActivity }] = await loadReader();
      const result = await readActivityFile(file);
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
      // The reader's chunk failed to load (offline before it was ever cached) or a reader broke.
      reportError(error, { action: 'readActivityFile' });
      setState({ step: 'refused', reason: UNAVAILABLE });
    }
  };

  // The shared file is read once, with the row as it is then (the latest `read`).
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  useEffect(() => {
    if (sharedFile) void readRef.current(sharedFile);
  }, [sharedFile]);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again must fire a change too.
    event.target.value = '';
    if (file) void read(file);
  };

  const confirm = () => {
    if (state.step !== 'confirm') return;
    onSave(state.key, state.value);
    setState({ step: 'saved' });
  };

  return (
    <div className="dash-card" data-testid="activity-file">
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>GPX, TCX or FIT file of your activity</Trans>
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        onChange={picked}
        data-testid="activity-file-input"
      />
      <Button
        variant="outline-primary"
        onClick={() => input.current?.click()}
        disabled={state.step === 'reading'}
      >
        <Trans>Upload a file</Trans>
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">
        <Trans>
          A GPX, TCX or FIT file exported from your watch's app (or a .zip of one). It is read on
          your device and never sent: only its date, distance and time are added.
        </Trans>
      </p>
      {state.step === 'reading' && (
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
      {state.step === 'confirm' && (
        <ActivityFilePreview
          fileName={fileName}
          preview={state.preview}
          matchText={
            state.match
              ? t`This looks like an activity already in your feed: ${formatDay(state.match.day, language)}, ${formatKm(state.match.distance, language)} Km, ${formatDuration(state.match.duration)}. If you add it, you can then keep both or remove one.`
              : null
          }
          onConfirm={confirm}
          onCancel={() => setState({ step: 'idle' })}
        />
      )}
    </div>
  );
}
