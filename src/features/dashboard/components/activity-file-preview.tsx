/**
 * The confirm step of an uploaded activity (docs/activity-files.md): what the file says, on the
 * activity's own clock, and the two buttons; nothing is written before 'Add this activity'.
 * Focus moves to its heading, so a keyboard or screen reader user lands on what to check.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useActiveLanguage } from '../hooks/use-active-language';
import type { FilePreview } from '../logic/activity-files/file-activity-check';
import { formatDay, formatDuration } from '../logic/activity-row';
import { formatKm } from '../logic/progress';

/** The sports files name most often, in the participant's language; any other word as written. */
const SPORT_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  running: msg`Run`,
  run: msg`Run`,
  walking: msg`Walk`,
  walk: msg`Walk`,
  hiking: msg`Hike`,
  cycling: msg`Ride`,
  biking: msg`Ride`,
  ride: msg`Ride`,
};

function durationOf(seconds: number) {
  return formatDuration({
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  });
}

interface Props {
  readonly fileName: string;
  readonly preview: FilePreview;
  readonly matchText: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ActivityFilePreview({ fileName, preview, matchText, onConfirm, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const sportName = preview.sport ? SPORT_NAMES[preview.sport.toLowerCase()] : undefined;
  const sport = sportName ? i18n._(sportName) : (preview.sport ?? t`Not given`);
  const day = formatDay(preview.day, language);
  const km = formatKm(preview.distanceKm, language);
  return (
    <section className="mt-3" aria-labelledby={headingId} data-testid="activity-file-preview">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="h6">
        <Trans>Check the activity in {fileName}</Trans>
      </h3>
      <dl className="row mb-2">
        <dt className="col-6 col-sm-4">
          <Trans>Date</Trans>
        </dt>
        <dd className="col-6 col-sm-8" data-testid="file-date">
          {day} · {preview.startTime}
        </dd>
        <dt className="col-6 col-sm-4">
          <Trans>Distance</Trans>
        </dt>
        <dd className="col-6 col-sm-8" data-testid="file-km">
          <Trans>{km} Km</Trans>
        </dd>
        <dt className="col-6 col-sm-4">
          <Trans>Moving time</Trans>
        </dt>
        <dd className="col-6 col-sm-8" data-testid="file-moving">
          {durationOf(preview.movingSeconds)}
        </dd>
        <dt className="col-6 col-sm-4">
          <Trans>Elapsed time</Trans>
        </dt>
        <dd className="col-6 col-sm-8">{durationOf(preview.elapsedSeconds)}</dd>
        <dt className="col-6 col-sm-4">
          <Trans>Sport</Trans>
        </dt>
        <dd className="col-6 col-sm-8">{sport}</dd>
      </dl>
      {matchText && (
        <p className="alert alert-warning" data-testid="file-match">
          {matchText}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onConfirm}>
          <Trans>Add this activity</Trans>
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}
