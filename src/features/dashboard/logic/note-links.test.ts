import { describe, expect, it } from 'vitest';
import { noteSegments } from './note-links';

const ORIGIN = 'https://challenges.example';

describe('noteSegments: only our own pages become links', () => {
  it.each([
    ['plain text', 'Long run Sunday', [{ kind: 'text', text: 'Long run Sunday' }]],
    [
      'our own page, with a full stop after it',
      'See https://challenges.example/leaderboard/x.',
      [
        { kind: 'text', text: 'See ' },
        {
          kind: 'link',
          text: 'https://challenges.example/leaderboard/x',
          href: 'https://challenges.example/leaderboard/x',
        },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'another site stays text',
      'Join https://evil.example/win now',
      [{ kind: 'text', text: 'Join https://evil.example/win now' }],
    ],
    [
      'a look-alike host stays text',
      'https://challenges.example.evil.example/x',
      [{ kind: 'text', text: 'https://challenges.example.evil.example/x' }],
    ],
    [
      'http on our host is another origin',
      'http://challenges.example/x',
      [{ kind: 'text', text: 'http://challenges.example/x' }],
    ],
    [
      'javascript: is never an address',
      'javascript:alert(1)',
      [{ kind: 'text', text: 'javascript:alert(1)' }],
    ],
    [
      'two of ours',
      `${ORIGIN}/a and ${ORIGIN}/b`,
      [
        { kind: 'link', text: `${ORIGIN}/a`, href: `${ORIGIN}/a` },
        { kind: 'text', text: ' and ' },
        { kind: 'link', text: `${ORIGIN}/b`, href: `${ORIGIN}/b` },
      ],
    ],
  ])('%s', (_label, text, segments) => {
    expect(noteSegments(text, ORIGIN)).toEqual(segments);
  });
});
