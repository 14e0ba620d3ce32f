/**
 * The server-only document races/{legId}/standingsState/layout (docs/standings.md, "Limits"):
 * the leg's shard layout that readers use (`generation`, `count`) and, while a re-shard runs,
 * the one being built (`next`). Written by functions/src/standings/ only; absent on a leg never
 * re-sharded, which has the first layout.
 */
import { parseShardLayout, type ShardLayout } from '../standings-layout';
import { toRecord } from './values';

export interface LayoutState {
  readonly current: ShardLayout;
  /** The layout a re-shard is building: every row write goes to both until the flip. */
  readonly next: ShardLayout | null;
  /** The layout before the last flip, until its documents are deleted. */
  readonly previous: ShardLayout | null;
}

export const layoutStatePath = (legId: string) => `races/${legId}/standingsState/layout`;

const optionalLayout = (value: unknown): ShardLayout | null =>
  value && typeof value === 'object' ? parseShardLayout(value) : null;

export function parseLayoutState(data: Readonly<Record<string, unknown>> | undefined): LayoutState {
  const record = toRecord(data);
  return {
    current: parseShardLayout(record),
    next: optionalLayout(record.next),
    previous: optionalLayout(record.previous),
  };
}

/** What the server stores (no FieldValue: the same code runs under the scripts' Admin SDK). */
export function layoutStateDoc(state: LayoutState) {
  return {
    generation: state.current.generation,
    count: state.current.count,
    next: state.next ? { ...state.next } : null,
    previous: state.previous ? { ...state.previous } : null,
  };
}
