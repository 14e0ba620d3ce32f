import { describe, expect, it } from 'vitest';
import { TOO_LONG_MESSAGE } from '../activity-form';
import { ALREADY_COUNTED_MESSAGE, checkFileActivity, NO_TIME_MESSAGE } from './file-activity-check';
import type { ParsedActivity } from './parsed-activity';

const KEY = `File_${'a'.repeat(32)}`;
const context = {
  key: KEY,
  bounds: { min: '2026-05-01', max: '2026-06-30' },
  sport: 'foot' as const,
  existingKeys: new Set<string>(),
  timeZone: 'America/Vancouver',
};
const run = (over: Partial<ParsedActivity> = {}): ParsedActivity => ({
  format: 'gpx',
  startMs: Date.parse('2026-06-02T03:30:00Z'),
  utcOffsetMinutes: null,
  distanceM: 5004,
  elapsedSeconds: 1620,
  movingSeconds: 1501,
  sport: 'running',
  ...over,
});

describe('checkFileActivity', () => {
  it("lands as a manual entry: the start's day on the device's clock, km to 2 decimals, moving time", () => {
    const check = checkFileActivity(run(), context);
    expect(check).toMatchObject({
      ok: true,
      value: { day: '2026-06-01', distance: 5, duration: { hours: 0, minutes: 25, seconds: 1 } },
      preview: { day: '2026-06-01', startTime: '20:30', elapsedSeconds: 1620 },
    });
  });

  it("uses the file's own offset over the device's zone (a run in Halifax read in Vancouver)", () => {
    const check = checkFileActivity(run({ utcOffsetMinutes: -180 }), context);
    expect(check.ok && check.preview).toMatchObject({ day: '2026-06-02', startTime: '00:30' });
  });

  it('uses the elapsed time when the file has no moving time', () => {
    const check = checkFileActivity(run({ movingSeconds: 0 }), context);
    expect(check.ok && check.value.duration).toEqual({ hours: 0, minutes: 27, seconds: 0 });
  });

  it.each([
    ['no time at all', run({ startMs: null }), NO_TIME_MESSAGE],
    ['a start but no duration', run({ movingSeconds: 0, elapsedSeconds: 0 }), NO_TIME_MESSAGE],
    ['200 km or more', run({ distanceM: 200_000, movingSeconds: 86_000 }), TOO_LONG_MESSAGE],
  ])('refuses %s', (_name, activity, reason) => {
    expect(checkFileActivity(activity, context)).toMatchObject({ ok: false, reason });
  });

  it('refuses the same file again (its key is in the row)', () => {
    const check = checkFileActivity(run(), { ...context, existingKeys: new Set([KEY]) });
    expect(check).toMatchObject({ ok: false, reason: ALREADY_COUNTED_MESSAGE });
  });

  it('refuses a marathon at 2:00/km on foot, which is a fine pace on the ride challenge', () => {
    const marathon = run({ distanceM: 42_195, movingSeconds: 5063 });
    const foot = checkFileActivity(marathon, context);
    expect(foot.ok).toBe(false);
    expect(!foot.ok && foot.reason.values).toEqual({ pace: '2:00 /km' });
    expect(checkFileActivity(marathon, { ...context, sport: 'ride' }).ok).toBe(true);
  });

  it('refuses a day outside the pickable days, no distance, and more than 24:59:59', () => {
    expect(
      checkFileActivity(run({ startMs: Date.parse('2026-04-20T12:00:00Z') }), context).ok,
    ).toBe(false);
    expect(checkFileActivity(run({ distanceM: 3 }), context).ok).toBe(false);
    expect(
      checkFileActivity(run({ distanceM: 150_000, movingSeconds: 25 * 3600 }), context).ok,
    ).toBe(false);
  });
});
