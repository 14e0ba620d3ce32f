import { describe, expect, it } from 'vitest';
import { formatStageTimes } from './stage-times.mjs';

describe('formatStageTimes', () => {
  const stages = [
    { name: 'Integration', lane: 'emulators', startedAt: 60000, ms: 300000, ok: true },
    { name: 'Typecheck', lane: 'cpu', startedAt: 1000, ms: 45500, ok: false },
  ];

  it('lists the stages in the order they started, with lane, start, duration and failures', () => {
    const lines = formatStageTimes(stages, 400000).split('\n');
    expect(lines[1]).toMatch(/^ {2}Typecheck +cpu +from +1\.0 s +45\.5 s {2}\(failed\)$/);
    expect(lines[2]).toMatch(/^ {2}Integration +emulators +from +60\.0 s +300\.0 s$/);
  });

  it('names the slowest stage and the total', () => {
    expect(formatStageTimes(stages, 400000)).toMatch(
      /Slowest stage: Integration \(300\.0 s\); total 400\.0 s$/,
    );
  });

  it('says so when nothing ran', () => {
    expect(formatStageTimes([], 1500)).toMatch(/Slowest stage: none; total 1\.5 s$/);
  });
});
