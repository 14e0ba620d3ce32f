import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSignedInHint, rememberSignedIn } from './session-hint';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the signed-in hint', () => {
  it('is absent on a new device, set by a sign-in and cleared by a sign-out', () => {
    expect(hasSignedInHint()).toBe(false);
    rememberSignedIn(true);
    expect(hasSignedInHint()).toBe(true);
    rememberSignedIn(false);
    expect(hasSignedInHint()).toBe(false);
  });

  it('reads as absent, and writing it throws nothing, where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberSignedIn(true)).not.toThrow();
    expect(hasSignedInHint()).toBe(false);
  });
});
