import { afterEach, describe, expect, it, vi } from 'vitest';

// Firebase app and Auth stand in as a module whose evaluation is counted: the point is when it
// is fetched, not what it does.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./firebase-app', () => {
  loads.count += 1;
  return { watchAuth: () => () => undefined };
});

/** Whether `promise` has settled once the timers and microtasks queued so far have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  loads.count = 0;
});

describe('when Auth loads', () => {
  it('not before the entry or the visitor guard starts it, then once', async () => {
    const { authLoaded, startAuth } = await import('./auth-load');
    const loaded = authLoaded();
    expect(await settledYet(loaded)).toBe(false);
    expect(loads.count).toBe(0);
    startAuth();
    startAuth();
    await expect(loaded).resolves.toHaveProperty('watchAuth');
    expect(loads.count).toBe(1);
  });

  it('after the page has painted: in a task after the next animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const { authLoaded, startAuthAfterPaint } = await import('./auth-load');
    startAuthAfterPaint();
    expect(await settledYet(authLoaded())).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await expect(authLoaded()).resolves.toHaveProperty('watchAuth');
  });

  it('fetches again after a failed fetch, and tells whoever waits for its arrival', async () => {
    // The first fetch fails, as on a phone losing its signal; the second arrives.
    let fetches = 0;
    vi.doMock('./firebase-app', () => {
      fetches += 1;
      if (fetches === 1)
        throw new TypeError('Failed to fetch dynamically imported module: firebase-app.js');
      return { watchAuth: () => () => undefined };
    });
    const { authArrived, authLoaded, startAuth } = await import('./auth-load');
    const arrived = authArrived();
    startAuth();
    // Vitest words a failing module its own way; the point is that it rejects.
    await expect(authLoaded()).rejects.toThrow();
    expect(await settledYet(arrived)).toBe(false);
    await expect(authLoaded()).resolves.toHaveProperty('watchAuth');
    await expect(arrived).resolves.toHaveProperty('watchAuth');
    expect(fetches).toBe(2);
  });
});
