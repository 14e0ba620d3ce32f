import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs the task in a task of its own after the next animation frame, not inside it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs it at once on a hidden page, whose frames wait until it is shown', () => {
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();
  });
});
