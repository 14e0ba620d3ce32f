// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { duplicateMatchPaths, parseRules, pathShape, RulesParseError } from './rules-blocks.mjs';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() {
      return request.auth != null;
    }
    // A comment with a brace { and a path match /races/{legId} { that is no block.
    match /races/{legId} {
      allow get: if signedIn();
      match /teams/{teamName} {
        allow get: if resource.data.code.matches('^[a-z]{1,16}$') && signedIn();
        match /private/code {
          allow get: if request.auth.uid == get(/databases/$(database)/documents/races/$(legId)).data.owner;
        }
      }
    }
    /* A block comment: match /users/{uid} { */
    match /users/{uid} {
      allow get: if "}" != '{' && resource.data.get('kept', {}).size() == 0;
    }
    match /{document=**} {
      allow read, write: if false;
    }
  }
}
`;

describe('parseRules', () => {
  it('gives each match block its full path, nested paths joined, in order of closing', () => {
    expect(parseRules(RULES).matches.map((m) => [m.path, m.line])).toEqual([
      ['/databases/{database}/documents/races/{legId}/teams/{teamName}/private/code', 12],
      ['/databases/{database}/documents/races/{legId}/teams/{teamName}', 10],
      ['/databases/{database}/documents/races/{legId}', 8],
      ['/databases/{database}/documents/users/{uid}', 18],
      ['/databases/{database}/documents/{document=**}', 21],
      ['/databases/{database}/documents', 3],
    ]);
  });

  it('ignores braces and match words in strings and comments', () => {
    const users = parseRules(RULES).matches.find((m) => m.path.endsWith('/users/{uid}'));
    expect(users.body.trim()).toBe(
      `allow get: if "}" != '{' && resource.data.get('kept', {}).size() == 0;`,
    );
  });

  it('gives each function its body', () => {
    expect(parseRules(RULES).functions).toEqual([
      { name: 'signedIn', line: 4, body: '\n      return request.auth != null;\n    ' },
    ]);
  });

  it.each([
    ['an unclosed block', 'service cloud.firestore {\n  match /a {\n', 'Unclosed { at line 2'],
    ['a stray closing brace', 'match /a {\n}\n}', 'Unmatched } at line 3'],
    ['an unclosed string', "match /a {\n allow get: if x == 'a;\n}", 'Unclosed string at line 2'],
    ['an unclosed comment', 'match /a {\n /* no end\n}', 'Unclosed comment at line 2'],
  ])('refuses %s', (_label, text, message) => {
    expect(() => parseRules(text)).toThrow(RulesParseError);
    expect(() => parseRules(text)).toThrow(message);
  });
});

describe('pathShape', () => {
  it.each([
    ['/races/{legId}/standings/{shardId}', '/races/{}/standings/{}'],
    ['/races/{a}/x', '/races/{}/x'],
    ['/local_provider/{path=**}', '/local_provider/{=**}'],
    ['/options/homeBanner', '/options/homeBanner'],
  ])('%s has the shape %s', (path, shape) => {
    expect(pathShape(path)).toBe(shape);
  });
});

describe('duplicateMatchPaths', () => {
  const paths = (text) => duplicateMatchPaths(parseRules(text).matches);

  it('finds none when every path has one block', () => {
    expect(paths(RULES)).toEqual([]);
  });

  it('finds a planted second block for one path, whatever its wildcard names', () => {
    const planted = RULES.replace(
      '    match /{document=**} {',
      '    match /races/{race}/teams/{name} {\n      allow write: if true;\n    }\n    match /{document=**} {',
    );
    expect(paths(planted)).toEqual([
      { path: '/databases/{database}/documents/races/{legId}/teams/{teamName}', lines: [10, 21] },
    ]);
  });

  it('finds a nested block and a flat block that resolve to one path', () => {
    const text = 'match /a/{x} {\n  match /b/{y} {\n  }\n}\nmatch /a/{p}/b/{q} {\n}\n';
    expect(paths(text)).toEqual([{ path: '/a/{x}/b/{y}', lines: [2, 5] }]);
  });

  it('keeps a single-segment wildcard and a recursive wildcard apart', () => {
    expect(paths('match /a/{x} {\n}\nmatch /a/{x=**} {\n}\n')).toEqual([]);
  });
});
