/**
 * Stands in for `re2js` (about 40 KB gzip) in the browser build (vite.config.ts `resolve.alias`).
 * The Firestore SDK imports it only to evaluate Pipeline expressions locally (`like`,
 * `regexContains`, `regexMatch`); the app runs no pipelines, so those paths never run, and
 * leaving the library out keeps the signed-in pages light. Should they ever run, the
 * browser's own RegExp answers with the same two methods the SDK calls.
 */
export const RE2JS = {
  compile(pattern: string) {
    return {
      /** The whole string matches (RE2JS `matches`). */
      matches: (text: string) => new RegExp(`^(?:${pattern})$`, 'u').test(text),
      /** Some part of the string matches (RE2JS `test`). */
      test: (text: string) => new RegExp(pattern, 'u').test(text),
    };
  },
};
