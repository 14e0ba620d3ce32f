import { describe, expect, it } from 'vitest';
import { parseMailPreferences } from './mail-preferences';

describe('parseMailPreferences', () => {
  it('keeps postcards off when she turned them off', () => {
    expect(parseMailPreferences({ postcards: false })).toEqual({ postcards: false });
  });
  it('has postcards on otherwise', () => {
    for (const value of [undefined, null, {}, { postcards: true }, { postcards: 'no' }, 'off', 0])
      expect(parseMailPreferences(value)).toEqual({ postcards: true });
  });
});
