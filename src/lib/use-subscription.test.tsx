import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubscription, type Subscribe } from './use-subscription';

function fakeSource<T>() {
  const listeners: { next: (data: T) => void; fail: (error: Error) => void; stopped: boolean }[] =
    [];
  const subscribe: Subscribe<T> = (next, fail) => {
    const listener = { next, fail, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  };
  return { subscribe: vi.fn(subscribe), listeners };
}

describe('useSubscription', () => {
  it('is loading, then success with each new value', () => {
    const source = fakeSource<number>();
    const { result } = renderHook(() => useSubscription(source.subscribe));
    expect(result.current.status).toBe('loading');
    act(() => source.listeners[0]?.next(1));
    expect(result.current).toMatchObject({ status: 'success', data: 1, error: null });
    act(() => source.listeners[0]?.next(2));
    expect(result.current.data).toBe(2);
  });

  it('reports an error, and retry listens again from loading', () => {
    const source = fakeSource<number>();
    const { result } = renderHook(() => useSubscription(source.subscribe));
    const error = new Error('permission-denied');
    act(() => source.listeners[0]?.fail(error));
    expect(result.current).toMatchObject({ status: 'error', error });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(source.listeners).toHaveLength(2);
    expect(source.listeners[0]?.stopped).toBe(true);
    act(() => source.listeners[1]?.next(7));
    expect(result.current).toMatchObject({ status: 'success', data: 7 });
  });

  it('stops listening on unmount', () => {
    const source = fakeSource<number>();
    const { unmount } = renderHook(() => useSubscription(source.subscribe));
    unmount();
    expect(source.listeners[0]?.stopped).toBe(true);
  });

  it('stays loading without a source', () => {
    const { result } = renderHook(() => useSubscription<number>(null));
    expect(result.current.status).toBe('loading');
  });
});
