import { describe, expect, it } from 'vitest';
import { failedFileUrl } from './kept-load-failure';

describe('the file a load failure names', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/firebase-app-x1.js',
      'http://localhost:4173/assets/firebase-app-x1.js',
    ],
    [
      'error loading dynamically imported module: https://example.test/assets/visitor-a.js',
      'https://example.test/assets/visitor-a.js',
    ],
    ['Importing a module script failed.', null],
    ['Network request failed', null],
  ])('%s → %s', (message, url) => {
    expect(failedFileUrl(new TypeError(message))).toBe(url);
  });

  it('is none for what is not an error', () => {
    expect(failedFileUrl('Failed to fetch dynamically imported module: http://x.test/a.js')).toBe(
      null,
    );
  });
});
