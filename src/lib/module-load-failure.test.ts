import { describe, expect, it } from 'vitest';
import { isModuleLoadFailure } from './module-load-failure';

describe('isModuleLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://example.ca/assets/firebase-app-x.js',
    'error loading dynamically imported module: https://example.ca/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/dashboard.css',
  ])('knows "%s"', (message) => {
    expect(isModuleLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isModuleLoadFailure(new Error('Firebase: Error (auth/network-request-failed).'))).toBe(
      false,
    );
    expect(isModuleLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isModuleLoadFailure(null)).toBe(false);
    expect(isModuleLoadFailure({ message: 42 })).toBe(false);
  });
});
