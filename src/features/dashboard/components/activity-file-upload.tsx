/**
 * 'Upload a file' on the dashboard's activity area (docs/activity-files.md): the button, its
 * file input and one line of help. Everything a file then needs (the readers, the FIT SDK, the
 * checks, the confirm step and their texts) is activity-file-flow.tsx, one chunk fetched on the
 * first file picked or shared, so the dashboard's first load carries only this entry
 * (docs/performance.md). The service worker precaches that chunk with the others, so a file is
 * read and confirmed offline once the app is installed.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import type { Sport } from '../../../contract/race-sport';
import { reportError } from '../../../lib/report-error';
import type { DayBounds } from '../logic/activity-day';
import type { ActivityValue } from '../logic/activity-form';
import type { Activity } from '../logic/activity-row';
import type { ActivityFileFlowProps } from './activity-file-flow';

interface Props {
  readonly bounds: DayBounds;
  readonly sport: Sport;
  readonly activities: readonly Activity[];
  readonly onSave: (key: string, value: ActivityValue) => void;
}

type Flow = (props: ActivityFileFlowProps) => React.ReactNode;

/** A file to read: each pick is a new flow (the same file picked again is read again). */
interface Pick {
  readonly id: number;
  readonly file: File | null;
  readonly shared: boolean;
}

const ACCEPT =
  '.gpx,.tcx,.fit,.zip,application/gpx+xml,application/vnd.garmin.tcx+xml,application/zip';

const UNAVAILABLE = msg`We couldn't read this file just now. Check your connection and try again.`;

let flowLoad: Promise<Flow> | null = null;

/** The flow's chunk and its texts, once (again after a failure: the next file asks anew). */
function loadFlow(): Promise<Flow> {
  flowLoad ??= Promise.all([
    import('./activity-file-flow'),
    import('./activity-file-texts').then((m) => m.activityFileTexts()),
  ]).then(([module]) => module.ActivityFileFlow);
  flowLoad.catch(() => {
    flowLoad = null;
  });
  return flowLoad;
}

export function ActivityFileUpload({ bounds, sport, activities, onSave }: Props) {
  const { i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [params] = useSearchParams();
  // A file shared into the installed app (?shared=1): the flow takes it and clears the query.
  const [pick, setPick] = useState<Pick | null>(() =>
    params.get('shared') === '1' ? { id: 0, file: null, shared: true } : null,
  );
  const [Flow, setFlow] = useState<Flow | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pick || Flow) return;
    let live = true;
    loadFlow()
      .then((flow) => live && setFlow(() => flow))
      .catch((error: unknown) => {
        // Offline before the service worker ever held the chunk.
        reportError(error, { action: 'loadActivityFileReader' });
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [pick, Flow]);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again must fire a change too.
    event.target.value = '';
    if (!file) return;
    setFailed(false);
    setPick((last) => ({ id: (last?.id ?? 0) + 1, file, shared: false }));
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
      <Button variant="outline-primary" onClick={() => input.current?.click()}>
        <Trans>Upload a file</Trans>
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">
        <Trans>
          A GPX, TCX or FIT file exported from your watch's app (or a .zip of one). It is read on
          your device and never sent: only its date, distance and time are added.
        </Trans>
      </p>
      {failed ? (
        <p
          className="alert alert-danger mt-2 mb-0"
          role="alert"
          data-testid="activity-file-refused"
        >
          {i18n._(UNAVAILABLE)}
        </p>
      ) : (
        pick &&
        Flow && (
          <Flow
            key={pick.id}
            file={pick.file}
            shared={pick.shared}
            bounds={bounds}
            sport={sport}
            activities={activities}
            onSave={onSave}
          />
        )
      )}
    </div>
  );
}
