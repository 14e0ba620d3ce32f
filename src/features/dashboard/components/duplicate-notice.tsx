/**
 * Possible duplicates across sources (beyond the spec): an import on the same day as a manual
 * entry of nearly the same distance. One tap keeps both (remembered on the row, so no device
 * asks again) or removes the manual entry (the feed's own delete, which the rules verify).
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { SOURCE_LABELS, formatDay, type Activity } from '../logic/activity-row';
import type { DuplicatePair } from '../logic/duplicates';
import { formatKm } from '../logic/progress';

export const DUPLICATE_FAILED_MESSAGE =
  "We couldn't save your choice. Check your connection and try again.";

interface PairProps {
  readonly pair: DuplicatePair;
  readonly onKeepBoth: (manual: Activity, imported: Activity) => Promise<void>;
  readonly onRemoveManual: (manual: Activity) => Promise<void>;
}

function PairNotice({ pair, onKeepBoth, onRemoveManual }: PairProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { manual, imported } = pair;
  const source = SOURCE_LABELS[imported.source];
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
        Possible duplicate: your manual entry of {formatDay(manual.day)} (
        {formatKm(manual.distance)} Km) and the {source} activity of the same day (
        {formatKm(imported.distance)} Km).
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={state === 'busy'}
          onClick={() => act(() => onKeepBoth(manual, imported))}
        >
          Keep both
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={state === 'busy'}
          onClick={() => act(() => onRemoveManual(manual))}
        >
          Remove the manual entry
        </Button>
      </div>
      {state === 'failed' && (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {DUPLICATE_FAILED_MESSAGE}
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
  if (pairs.length === 0) return null;
  return (
    <div className="alert alert-warning p-0 mb-3" role="region" aria-label="Possible duplicates">
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
