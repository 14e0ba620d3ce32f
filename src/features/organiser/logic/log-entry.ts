/**
 * One audit log entry as the console shows it (functions/src/organiser/organiser-log.ts writes
 * them): what was done, by whom, when, why, and what changed. Pure.
 */
import { toDate, toRecord, toText } from '../../../contract/docs/values';

export interface LogEntry {
  readonly id: string;
  readonly at: Date | null;
  readonly by: string;
  readonly action: string;
  readonly target: string;
  readonly reason: string;
  /** `before → after` as short JSON; '' when nothing changed. */
  readonly change: string;
}

const compact = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export function parseLogEntry(id: string, data: Readonly<Record<string, unknown>>): LogEntry {
  const by = toRecord(data.by);
  const before = compact(data.before);
  const after = compact(data.after);
  return {
    id,
    at: toDate(data.at),
    by: toText(by.email) || toText(by.uid),
    action: toText(data.action),
    target: toText(data.target),
    reason: toText(data.reason),
    change: before && after ? `${before} → ${after}` : after || before,
  };
}
