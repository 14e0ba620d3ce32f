/**
 * The decisions of the debounced board rebuild (docs/standings.md, board-debounce.ts), pure so
 * they are tested without Firestore: each takes the state document as read and says what to
 * write back. The state is races/{legId}/standingsState/rebuild (server-only).
 *
 * - A claim is identified by its `claimedAt`: an invocation remembers the value it wrote, so
 *   one whose claim expired (it was slow, or crashed and came back) and was taken over never
 *   releases the claim of the invocation that took it over.
 * - A write that finds the rebuild claimed counts itself in `marks`. The holder reads `marks`
 *   just before it reads the standings: a write counted by then had already updated its
 *   standings row (a row is synced before its invocation claims or marks), so the rebuild
 *   includes it. Only writes counted after that need another round: a burst within the
 *   debounce costs one rebuild, not two.
 */

export const DEBOUNCE_MS = 750;

/**
 * How long the holder waits for the rest of a burst before it reads the standings. In
 * production, invocations run side by side, so writes arriving during the wait only count
 * themselves and share its rebuild. The Firestore emulator delivers trigger events one at a
 * time, each after the previous function returned: a wait there collects no write and holds
 * every trigger of the whole suite behind it (a full `npm test` spent about 280 s of its
 * single trigger queue in these waits; docs/testing.md). On the emulator the holder rebuilds
 * at once; the claim, the marks and the release work the same.
 */
export function debounceMsFor(env: { readonly FUNCTIONS_EMULATOR?: string }): number {
  return env.FUNCTIONS_EMULATOR === 'true' ? 0 : DEBOUNCE_MS;
}
/** A claim older than this is treated as abandoned (its invocation crashed or timed out). */
export const CLAIM_EXPIRES_MS = 60_000;

export interface RebuildState {
  /** A claim is held: an invocation is waiting or rebuilding. */
  readonly pending: boolean;
  /** Writes that found the rebuild claimed, ever (only compared, never reset). */
  readonly marks: number;
  /** When the claim was taken or renewed (ms); the claim's identity. */
  readonly claimedAt: number;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/** The stored document as a state; anything missing or malformed reads as no claim. */
export function rebuildState(data: Record<string, unknown> | undefined): RebuildState {
  return {
    pending: data?.pending === true,
    marks: count(data?.marks),
    claimedAt: count(data?.claimedAt),
  };
}

const held = (state: RebuildState, now: number) =>
  state.pending && now - state.claimedAt < CLAIM_EXPIRES_MS;

export type ClaimDecision =
  /** This invocation owns the rebuild; `token` identifies its claim. */
  | { readonly claimed: true; readonly token: number; readonly next: RebuildState }
  /** Another invocation owns it: only count this write, so that one rebuilds again if needed. */
  | { readonly claimed: false; readonly next: RebuildState };

/** A row was written (its standings row already synced): claim the rebuild, unless a live claim exists. */
export function decideClaim(state: RebuildState, now: number): ClaimDecision {
  if (held(state, now)) return { claimed: false, next: { ...state, marks: state.marks + 1 } };
  return { claimed: true, token: now, next: { pending: true, marks: state.marks, claimedAt: now } };
}

/**
 * Just before the holder reads the standings: the marks its rebuild will include, or null when
 * the claim is no longer its own (expired and taken over: the new holder rebuilds instead).
 */
export function marksBeforeRebuild(state: RebuildState, token: number): number | null {
  return state.pending && state.claimedAt === token ? state.marks : null;
}

export type ReleaseDecision =
  /** Writes came after the rebuild started reading: rebuild again under the renewed claim `token`. */
  | { readonly again: true; readonly token: number; readonly next: RebuildState }
  /** Done: release the claim (`next`), or leave the state alone (`next` null) when the claim is no longer ours. */
  | { readonly again: false; readonly next: RebuildState | null };

/** A rebuild under the claim `token`, which included the writes counted up to `included`, finished. */
export function decideRelease(
  state: RebuildState,
  token: number,
  included: number,
  now: number,
): ReleaseDecision {
  if (!state.pending || state.claimedAt !== token) return { again: false, next: null };
  if (state.marks > included)
    return { again: true, token: now, next: { ...state, claimedAt: now } };
  return { again: false, next: { pending: false, marks: state.marks, claimedAt: 0 } };
}
