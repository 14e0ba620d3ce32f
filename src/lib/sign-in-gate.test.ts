import { describe, expect, it } from 'vitest';
import { announceLeaving, isLeaving, signInSettled, trackSignIn } from './sign-in-gate';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('the sign-in gate', () => {
  it('lets the signed-in state through at once when no sign-in is running', async () => {
    expect(await settledYet(signInSettled())).toBe(true);
  });

  it('holds it until the running sign-in (user document included) has finished', async () => {
    const attempt = deferred<string>();
    const result = trackSignIn(() => attempt.promise);
    const gate = signInSettled();
    expect(await settledYet(gate)).toBe(false);
    attempt.resolve('user');
    expect(await result).toBe('user');
    expect(await settledYet(gate)).toBe(true);
  });

  it('opens after a failed attempt too, and the caller still sees the failure', async () => {
    const attempt = deferred<string>();
    const result = trackSignIn(() => attempt.promise);
    const gate = signInSettled();
    attempt.reject(new Error('permission-denied'));
    await expect(result).rejects.toThrow('permission-denied');
    expect(await settledYet(gate)).toBe(true);
  });
});

describe('leaving (Logout)', () => {
  it('is known once Logout begins', () => {
    expect(isLeaving()).toBe(false);
    announceLeaving();
    expect(isLeaving()).toBe(true);
  });
});
