/**
 * npm test's closing summary of where the time went (docs/testing.md): each stage with its lane,
 * when it started and how long it took, the slowest named, and the total wall time.
 */

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @param {{ name: string, lane: string, startedAt: number, ms: number, ok: boolean }[]} stages
 * @param {number} totalMs
 * @returns {string}
 */
export function formatStageTimes(stages, totalMs) {
  const ordered = [...stages].sort((a, b) => a.startedAt - b.startedAt);
  const width = Math.max(5, ...ordered.map((s) => s.name.length));
  const lines = ordered.map(
    (s) =>
      `  ${s.name.padEnd(width)}  ${s.lane.padEnd(9)}  from ${secs(s.startedAt).padStart(7)}  ${secs(s.ms).padStart(8)}${s.ok ? '' : '  (failed)'}`,
  );
  const slowest = ordered.reduce((a, b) => (b.ms > (a?.ms ?? -1) ? b : a), undefined);
  return [
    'Time per stage (the cpu and emulators lanes run side by side):',
    ...lines,
    `Slowest stage: ${slowest ? `${slowest.name} (${secs(slowest.ms)})` : 'none'}; total ${secs(totalMs)}`,
  ].join('\n');
}
