import { describe, expect, it } from 'vitest';
import {
  CLAIM_EXPIRES_MS,
  DEBOUNCE_MS,
  debounceMsFor,
  decideClaim,
  decideRelease,
  marksBeforeRebuild,
  rebuildState,
  type RebuildState,
} from './board-rebuild-claim';

const idle: RebuildState = { pending: false, marks: 0, claimedAt: 0 };
const claimed = (at: number, marks = 0): RebuildState => ({ pending: true, marks, claimedAt: at });

describe('the stored state', () => {
  it.each([
    ['no document', undefined, idle],
    [
      'a released claim',
      { pending: false, marks: 7, claimedAt: 0 },
      { pending: false, marks: 7, claimedAt: 0 },
    ],
    ['a live claim with marks', { pending: true, marks: 3, claimedAt: 5 }, claimed(5, 3)],
    ['malformed fields read as no claim', { pending: 'yes', marks: -1, claimedAt: 'soon' }, idle],
  ])('%s', (_label, data, expected) => {
    expect(rebuildState(data)).toEqual(expected);
  });
});

describe('claiming the rebuild', () => {
  it.each([
    [
      'nobody holds it: claimed',
      idle,
      10_000,
      { claimed: true, token: 10_000, next: claimed(10_000) },
    ],
    [
      'a claim 59.999 s old is live: only count the write',
      claimed(0, 4),
      CLAIM_EXPIRES_MS - 1,
      { claimed: false, next: claimed(0, 5) },
    ],
    [
      'a claim 60 s old is stale (its invocation crashed): taken over',
      claimed(0, 4),
      CLAIM_EXPIRES_MS,
      {
        claimed: true,
        token: CLAIM_EXPIRES_MS,
        next: claimed(CLAIM_EXPIRES_MS, 4),
      },
    ],
    [
      'a released claim is free again',
      { pending: false, marks: 2, claimedAt: 0 },
      6,
      { claimed: true, token: 6, next: claimed(6, 2) },
    ],
  ])('%s', (_label, state, now, expected) => {
    expect(decideClaim(state, now)).toEqual(expected);
  });
});

describe('rebuilding under a claim', () => {
  it.each([
    ['our claim: the marks the rebuild includes', claimed(100, 9), 100, 9],
    ['taken over after it expired: do not rebuild', claimed(70_000, 9), 100, null],
    ['released meanwhile: do not rebuild', idle, 100, null],
  ])('%s', (_label, state, token, expected) => {
    expect(marksBeforeRebuild(state, token)).toBe(expected);
  });

  it.each([
    [
      'no write after the rebuild started reading: release',
      claimed(100, 9),
      100,
      9,
      900,
      {
        again: false,
        next: { pending: false, marks: 9, claimedAt: 0 },
      },
    ],
    [
      'a write counted after it started reading: again, under a renewed claim',
      claimed(100, 10),
      100,
      9,
      900,
      {
        again: true,
        token: 900,
        next: claimed(900, 10),
      },
    ],
    [
      'the claim expired and was taken over: leave the new holder alone',
      claimed(70_000, 12),
      100,
      9,
      75_000,
      { again: false, next: null },
    ],
    [
      'the claim was released by someone else: nothing to do',
      idle,
      100,
      0,
      900,
      { again: false, next: null },
    ],
  ])('%s', (_label, state, token, included, now, expected) => {
    expect(decideRelease(state, token, included, now)).toEqual(expected);
  });
});

/**
 * A burst on one leg, played on one in-memory state document the way board-debounce.ts applies
 * the decisions (each step reads the state and writes the next state atomically). Each write
 * starts an invocation; a claimed one waits DEBOUNCE_MS, reads the marks, rebuilds (its reads
 * take `rebuildMs`), then releases or goes again. Invocations listed in `crashes` die right
 * after claiming. Returns when each rebuild started reading.
 */
function playBurst(
  writesAt: readonly number[],
  rebuildMs: number,
  crashes: ReadonlySet<number> = new Set(),
) {
  let state = idle;
  const rebuilds: number[] = [];
  const queue: { at: number; run: () => void }[] = [];
  const schedule = (at: number, run: () => void) => {
    queue.push({ at, run });
    queue.sort((a, b) => a.at - b.at);
  };
  const roundAt = (token: number, startAt: number) =>
    schedule(startAt, () => {
      const included = marksBeforeRebuild(state, token);
      if (included === null) return;
      rebuilds.push(startAt);
      schedule(startAt + rebuildMs, () => {
        const release = decideRelease(state, token, included, startAt + rebuildMs);
        if (release.next) state = release.next;
        if (release.again) roundAt(release.token, startAt + rebuildMs + DEBOUNCE_MS);
      });
    });
  writesAt.forEach((at, index) =>
    schedule(at, () => {
      const decision = decideClaim(state, at);
      state = decision.next;
      if (decision.claimed && !crashes.has(index)) roundAt(decision.token, at + DEBOUNCE_MS);
    }),
  );
  while (queue.length > 0) queue.shift()!.run();
  return { rebuilds, state };
}

describe('bursts', () => {
  const every = (ms: number, count: number) => Array.from({ length: count }, (_, i) => i * ms);

  it.each([
    ['one write: one rebuild', [0], 200, 1],
    ['50 writes within the debounce: one rebuild includes them all', every(10, 50), 200, 1],
    ['50 writes over 980 ms, some while the rebuild reads: a second round', every(20, 50), 300, 2],
    [
      'writes every 10 ms for 4 s: a round every 1,050 ms, not a rebuild per write',
      every(10, 400),
      300,
      5,
    ],
  ])('%s', (_label, writes, rebuildMs, rounds) => {
    const { rebuilds, state } = playBurst(writes, rebuildMs);
    expect(rebuilds).toHaveLength(rounds);
    // No write is left out: the last rebuild started reading after the last write.
    expect(rebuilds.at(-1)!).toBeGreaterThan(Math.max(...writes));
    expect(state.pending).toBe(false);
  });

  it('a burst whose claimer crashed: writes within 60 s are only counted, the first write after the claim expires rebuilds', () => {
    const writes = [0, 1_000, 30_000, CLAIM_EXPIRES_MS + 5];
    const { rebuilds, state } = playBurst(writes, 200, new Set([0]));
    expect(rebuilds).toEqual([CLAIM_EXPIRES_MS + 5 + DEBOUNCE_MS]);
    expect(state).toEqual({ pending: false, marks: 2, claimedAt: 0 });
  });

  it('a slow holder whose claim expired does not release the claim of the one that took over', () => {
    // The first holder's rebuild takes 70 s: its claim expires, the write at 61 s takes over.
    const { rebuilds, state } = playBurst([0, 61_000], 70_000);
    expect(rebuilds).toEqual([DEBOUNCE_MS, 61_000 + DEBOUNCE_MS]);
    expect(state.pending).toBe(false);
  });
});

describe('debounceMsFor', () => {
  it('waits for the rest of a burst in production, where invocations run side by side', () => {
    expect(debounceMsFor({})).toBe(DEBOUNCE_MS);
    expect(debounceMsFor({ FUNCTIONS_EMULATOR: 'false' })).toBe(DEBOUNCE_MS);
  });

  it('does not wait on the emulator, which delivers one trigger event at a time', () => {
    expect(debounceMsFor({ FUNCTIONS_EMULATOR: 'true' })).toBe(0);
  });
});
