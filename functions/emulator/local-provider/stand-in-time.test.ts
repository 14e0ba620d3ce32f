import { describe, expect, it } from 'vitest';
import { defaultStartLocal, msToTorontoLocal, parseStart, torontoLocalToMs } from './stand-in-time';

describe('Toronto wall-clock times', () => {
  it.each([
    ['2025-01-15T08:30', '2025-01-15T13:30:00Z'], // EST, UTC-5
    ['2025-07-15T08:30', '2025-07-15T12:30:00Z'], // EDT, UTC-4
    ['2025-03-09T03:30', '2025-03-09T07:30:00Z'], // just after the spring change
    ['2025-11-02T00:30', '2025-11-02T04:30:00Z'], // before the autumn change
    ['2025-12-31T23:59', '2026-01-01T04:59:00Z'],
  ])('%s in Toronto is %s', (local, iso) => {
    expect(torontoLocalToMs(local)).toBe(Date.parse(iso));
    expect(msToTorontoLocal(Date.parse(iso))).toBe(local);
  });

  it.each(['2025-02-30T10:00', '2025-01-15T24:00', '2025-01-15', '2025-01-15T8:30', ''])(
    'refuses %j',
    (value) => {
      expect(torontoLocalToMs(value)).toBeNull();
    },
  );
});

describe('parseStart', () => {
  it.each([
    ['2025-07-15T08:30', Date.parse('2025-07-15T12:30:00Z')],
    ['2025-07-15T08:30:00Z', Date.parse('2025-07-15T08:30:00Z')],
    ['2025-07-15T08:30:00.123Z', Date.parse('2025-07-15T08:30:00.123Z')],
    ['2025-07-15T08:30:00-04:00', Date.parse('2025-07-15T12:30:00Z')],
    ['July 15', null],
    [42, null],
  ])('%j → %s', (value, ms) => {
    expect(parseStart(value)).toBe(ms);
  });
});

describe('defaultStartLocal', () => {
  it.each([
    ['2026-11-22T18:30:00.000Z', '2026-11-22T13:31'],
    ['2026-11-22T18:30:59.999Z', '2026-11-22T13:31'],
    ['2026-11-23T04:59:30.000Z', '2026-11-23T00:00'],
  ])('offers the coming minute at %s (never before the page was shown): %s', (iso, local) => {
    expect(defaultStartLocal(Date.parse(iso))).toBe(local);
    expect(torontoLocalToMs(local)!).toBeGreaterThanOrEqual(Date.parse(iso));
  });
});
