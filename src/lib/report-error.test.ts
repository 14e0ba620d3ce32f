import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_ERRORS_LIMIT, holdErrorsForSink, reportError, setErrorSink } from './report-error';

afterEach(() => {
  setErrorSink(null);
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it.each([
    { name: 'no sink and none coming: console only', hold: false, before: 2, delivered: 0 },
    { name: 'errors before Sentry loads reach it once set', hold: true, before: 2, delivered: 2 },
    {
      name: 'the queue keeps the newest errors only',
      hold: true,
      before: HELD_ERRORS_LIMIT + 5,
      delivered: HELD_ERRORS_LIMIT,
    },
  ])('$name', ({ hold, before, delivered }) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    if (hold) holdErrorsForSink();
    for (let i = 0; i < before; i += 1) reportError(new Error(`early ${i}`), { i });
    const sink = vi.fn();
    setErrorSink(sink);
    expect(consoleError).toHaveBeenCalledTimes(before);
    expect(sink).toHaveBeenCalledTimes(delivered);
    if (delivered > 0)
      expect(sink.mock.calls.at(-1)).toEqual([new Error(`early ${before - 1}`), { i: before - 1 }]);

    reportError(new Error('later'));
    expect(sink).toHaveBeenLastCalledWith(new Error('later'), undefined);
  });
});
