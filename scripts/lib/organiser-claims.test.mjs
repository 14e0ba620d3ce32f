import { describe, expect, it } from 'vitest';
import { claimsAfter, grantArgs } from './organiser-claims.mjs';

describe('organiser:grant', () => {
  it.each([
    [['ops@example.ca'], { email: 'ops@example.ca', remove: false }],
    [['--remove', 'ops@example.ca'], { email: 'ops@example.ca', remove: true }],
  ])('reads %j', (argv, args) => {
    expect(grantArgs(argv)).toEqual(args);
  });

  it.each([[[]], [['ops']], [['a@b.ca', 'c@d.ca']], [['a@b.ca', '--all']]])(
    'refuses %j with the usage',
    (argv) => {
      expect(grantArgs(argv)).toHaveProperty('error', expect.stringContaining('organiser:grant'));
    },
  );

  it('sets admin and keeps other claims; removing drops admin only', () => {
    expect(claimsAfter(undefined, false)).toEqual({ admin: true });
    expect(claimsAfter({ beta: 1 }, false)).toEqual({ beta: 1, admin: true });
    expect(claimsAfter({ beta: 1, admin: true }, true)).toEqual({ beta: 1 });
    expect(claimsAfter({ admin: true }, true)).toBeNull();
  });
});
