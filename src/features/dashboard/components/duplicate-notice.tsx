/**
 * Possible duplicates across sources (beyond the spec): an import on the same day as a manual
 * entry of nearly the same distance. One tap keeps both (remembered on the row, so no device
 * asks again) or removes the manual entry (the feed's own delete, which the rules verify).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useActiveLanguage } from '../hooks/use-active-language';
import { formatDay, type Activity } from '../logic/activity-row';
import { DEVICE_NAMES } from '../logic/device';
import type { DuplicatePair } from '../logic/duplicates';
import { formatKm } from '../logic/progress';

interface PairProps {
  readonly pair: DuplicatePair;
  readonly onKeepBoth: (manual: Activity, imported: Activity) => Promise<void>;
  readonly onRemoveManual: (manual: Activity) => Promise<void>;
}

function PairNotice({ pair, onKeepBoth, onRemoveManual }: PairProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { t } = useLingui();
  const language = useActiveLanguage();
  const { manual, imported } = pair;
  const source =
    imported.source === 'manual'
      ? t`Manual`
      : imported.source === 'file'
        ? t`uploaded file's`
        : DEVICE_NAMES[imported.source];
  const fromFile = manual.source === 'file';
  const manualDay = formatDay(manual.day, language);
  const manualKm = formatKm(manual.distance, language);
  const importedKm = formatKm(imported.distance, language);
  const act = (write: () => Promise<void>) => {
    setState('busy');
    // Success removes this notice (the row changes); a failure keeps it, to press again.
    write().catch(() => setState('failed'));
  };
  return (
    <li
      className="list-group-item"
      data-testid="duplicate"
      data-manual={manual.key}
      data-imported={imported.key}
    >
      <p className="mb-2">
        {fromFile ? (
          <Trans>
            Possible duplicate: the activity of {manualDay} you added from a file ({manualKm} Km)
            and the {source} activity of the same day ({importedKm} Km).
          </Trans>
        ) : (
          <Trans>
            Possible duplicate: your manual entry of {manualDay} ({manualKm} Km) and the {source}{' '}
            activity of the same day ({importedKm} Km).
          </Trans>
        )}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={state === 'busy'}
          onClick={() => act(() => onKeepBoth(manual, imported))}
        >
          <Trans>Keep both</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={state === 'busy'}
          onClick={() => act(() => onRemoveManual(manual))}
        >
          {fromFile ? (
            <Trans>Remove the one from the file</Trans>
          ) : (
            <Trans>Remove the manual entry</Trans>
          )}
        </Button>
      </div>
      {state === 'failed' && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          <Trans>We couldn&apos;t save your choice. Check your connection and try again.</Trans>
        </p>
      )}
    </li>
  );
}

interface Props {
  readonly pairs: readonly DuplicatePair[];
  readonly onKeepBoth: (manual: Activity, imported: Activity) => Promise<void>;
  readonly onRemoveManual: (manual: Activity) => Promise<void>;
}

export function DuplicateNotice({ pairs, onKeepBoth, onRemoveManual }: Props) {
  const { t } = useLingui();
  if (pairs.length === 0) return null;
  return (
    <div className="alert alert-warning p-0 mb-3" role="region" aria-label={t`Possible duplicates`}>
      <ul className="list-group list-group-flush">
        {pairs.map((pair) => (
          <PairNotice
            key={`${pair.manual.key}|${pair.imported.key}`}
            pair={pair}
            onKeepBoth={onKeepBoth}
            onRemoveManual={onRemoveManual}
          />
        ))}
      </ul>
    </div>
  );
}
