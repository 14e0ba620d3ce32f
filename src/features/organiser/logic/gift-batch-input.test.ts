import { describe, expect, it } from 'vitest';
import { GIFT_BATCH_MAX } from '../../../contract/callables/organiser-support';
import { checkGiftBatch, type GiftBatchInput } from './gift-batch-input';

const GOOD: GiftBatchInput = {
  legId: 'price_run_100km',
  count: ' 25 ',
  partner: ' Maple Club ',
  reason: ' Sponsor ',
};

describe('checkGiftBatch', () => {
  it('trims and accepts a whole batch', () => {
    expect(checkGiftBatch(GOOD)).toEqual({
      ok: true,
      request: { legId: 'price_run_100km', count: 25, partner: 'Maple Club', reason: 'Sponsor' },
    });
  });

  it.each<[Partial<GiftBatchInput>, Record<string, string>]>([
    [{ legId: '' }, { legId: 'noLeg' }],
    [{ count: '0' }, { count: 'badCount' }],
    [{ count: String(GIFT_BATCH_MAX + 1) }, { count: 'badCount' }],
    [{ count: '2.5' }, { count: 'badCount' }],
    [{ count: '' }, { count: 'badCount' }],
    [{ partner: '  ' }, { partner: 'noPartner' }],
    [{ partner: 'p'.repeat(101) }, { partner: 'noPartner' }],
    [{ reason: '' }, { reason: 'noReason' }],
  ])('names the field of %j', (change, problems) => {
    expect(checkGiftBatch({ ...GOOD, ...change })).toEqual({ ok: false, problems });
  });
});
