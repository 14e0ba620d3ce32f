import { describe, expect, it } from 'vitest';
import { parseLogEntry } from './log-entry';

describe('parseLogEntry', () => {
  it('reads who, what, why and the change', () => {
    const at = new Date('2026-11-20T15:00:00Z');
    expect(
      parseLogEntry('e1', {
        at,
        by: { uid: 'org', email: 'organiser@demo.test' },
        action: 'medals.reship',
        target: 'price_x__u1',
        reason: 'Returned',
        before: { carrier: 'ups' },
        after: { carrier: 'dhl' },
      }),
    ).toEqual({
      id: 'e1',
      at,
      by: 'organiser@demo.test',
      action: 'medals.reship',
      target: 'price_x__u1',
      reason: 'Returned',
      change: '{"carrier":"ups"} → {"carrier":"dhl"}',
    });
  });

  it('reads a malformed entry safely', () => {
    expect(parseLogEntry('e2', { by: 'x', after: { rows: 3 } })).toEqual({
      id: 'e2',
      at: null,
      by: '',
      action: '',
      target: '',
      reason: '',
      change: '{"rows":3}',
    });
  });
});
