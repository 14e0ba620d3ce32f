import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callable } from '../../../lib/functions';
import {
  ALREADY_REGISTERED_MESSAGE,
  giftRedemptionRequest,
  INVALID_GIFT_CODE_MESSAGE,
  redeemGiftCode,
  toGiftRedemptionError,
  WRONG_DISTANCE_MESSAGE,
  type GiftRedemptionContext,
  type RedeemGiftCodeRequest,
} from './redeem-gift-code';
import {
  GIFT_NETWORK_MESSAGE,
  GIFT_OTHER_MESSAGE,
  GIFT_SIGNED_OUT_MESSAGE,
} from '../logic/gift-redemption-messages';

vi.mock('../../../lib/functions', () => ({ callable: vi.fn() }));

const firebaseError = (code: string, message = 'server text') =>
  Object.assign(new Error(message), { code });

describe('toGiftRedemptionError', () => {
  it.each([
    ['functions/not-found', 'invalid', INVALID_GIFT_CODE_MESSAGE],
    ['not-found', 'invalid', INVALID_GIFT_CODE_MESSAGE],
    ['functions/failed-precondition', 'wrongDistance', WRONG_DISTANCE_MESSAGE],
    ['functions/already-exists', 'alreadyRegistered', ALREADY_REGISTERED_MESSAGE],
    ['functions/unavailable', 'network', GIFT_NETWORK_MESSAGE],
    ['functions/deadline-exceeded', 'network', GIFT_NETWORK_MESSAGE],
    ['functions/internal', 'network', GIFT_NETWORK_MESSAGE],
    ['functions/unauthenticated', 'other', GIFT_SIGNED_OUT_MESSAGE],
    ['functions/invalid-argument', 'other', GIFT_OTHER_MESSAGE],
    ['functions/permission-denied', 'other', GIFT_OTHER_MESSAGE],
  ])('%s → %s', (code, kind, message) => {
    const thrown = firebaseError(code);
    expect(toGiftRedemptionError(thrown)).toEqual({ kind, message, cause: thrown });
  });

  it.each([new Error('boom'), 'text', null, undefined, { code: 42 }])(
    'maps %j without a Firebase code to other',
    (thrown) => {
      expect(toGiftRedemptionError(thrown)).toMatchObject({
        kind: 'other',
        message: GIFT_OTHER_MESSAGE,
      });
    },
  );

  it('shows the spec text, not whatever the server sent', () => {
    expect(
      toGiftRedemptionError(firebaseError('functions/not-found', 'something else')).message,
    ).toBe('Invalid Code. Codes are case-sensitive.');
    expect(WRONG_DISTANCE_MESSAGE).toBe('This coupon is not valid for this distance.');
  });
});

describe('giftRedemptionRequest', () => {
  const context: GiftRedemptionContext = {
    raceId: 'prod_tbcr2025',
    raceUrl: 'thebigcanadarun2025',
    teamsEnabled: true,
    referralLink: 'friend-1',
  };
  const team = {
    distanceId: 'price_tbcr25_250km',
    teamChoice: 'newTeam',
    teamName: '  Maple Striders ',
    teamCode: ' s3cret',
  };

  it.each<
    [string, Record<string, string>, GiftRedemptionContext, Partial<RedeemGiftCodeRequest> | null]
  >([
    [
      'a new team: name trimmed, code as typed',
      team,
      context,
      {
        legId: 'price_tbcr25_250km',
        teamChoice: 'newTeam',
        teamName: 'Maple Striders',
        teamCode: ' s3cret',
        referral_link: 'friend-1',
      },
    ],
    [
      'an existing team',
      { ...team, teamChoice: 'existingTeam' },
      context,
      { teamChoice: 'existingTeam', teamName: 'Maple Striders' },
    ],
    [
      'no team: no team fields',
      { ...team, teamChoice: 'noTeam' },
      context,
      { teamChoice: 'noTeam', teamName: '', teamCode: '' },
    ],
    [
      'no choice: noTeam',
      { distanceId: 'price_tbcr25_250km' },
      context,
      { teamChoice: 'noTeam', teamName: '', teamCode: '' },
    ],
    [
      'a race without teams ignores team fields',
      team,
      { ...context, teamsEnabled: false },
      { teamChoice: 'noTeam', teamName: '', teamCode: '' },
    ],
    ['no referral link: empty', team, { ...context, referralLink: null }, { referral_link: '' }],
    ['no distance: no request', { teamChoice: 'noTeam' }, context, null],
  ])('%s', (_, data, ctx, expected) => {
    const request = giftRedemptionRequest(' GiFT-Demo-1\t', data, ctx);
    if (expected === null) expect(request).toBeNull();
    else
      expect(request).toMatchObject({
        code: 'GiFT-Demo-1',
        raceId: 'prod_tbcr2025',
        raceUrl: 'thebigcanadarun2025',
        ...expected,
      });
  });

  it('has no request for a blank code', () => {
    expect(giftRedemptionRequest('   ', team, context)).toBeNull();
  });
});

describe('redeemGiftCode', () => {
  const request = giftRedemptionRequest(
    'GIFT-DEMO-1',
    { distanceId: 'price_tbcr25_250km' },
    {
      raceId: 'prod_tbcr2025',
      raceUrl: 'thebigcanadarun2025',
      teamsEnabled: false,
      referralLink: null,
    },
  ) as RedeemGiftCodeRequest;
  const call = vi.fn();

  beforeEach(() => {
    call.mockReset();
    vi.mocked(callable)
      .mockReset()
      .mockReturnValue(call as unknown as ReturnType<typeof callable>);
  });

  it('calls redeemGiftCode and returns its result', async () => {
    call.mockResolvedValue({
      data: { legId: 'price_tbcr25_250km', bibNumber: 12, teamName: 'noTeam' },
    });
    await expect(redeemGiftCode(request)).resolves.toEqual({
      ok: true,
      value: { legId: 'price_tbcr25_250km', bibNumber: 12, teamName: 'noTeam' },
    });
    expect(callable).toHaveBeenCalledWith('redeemGiftCode');
    expect(call).toHaveBeenCalledWith(request);
  });

  it('returns a typed error instead of throwing', async () => {
    call.mockRejectedValue(firebaseError('functions/failed-precondition'));
    await expect(redeemGiftCode(request)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'wrongDistance', message: WRONG_DISTANCE_MESSAGE },
    });
  });

  it.each(['__x__', '..', 'a/b', 'x'.repeat(2000)])(
    '64. a code that cannot be a document id (%j) is invalid at once, without a call',
    async (code) => {
      await expect(redeemGiftCode({ ...request, code })).resolves.toEqual({
        ok: false,
        error: { kind: 'invalid', message: INVALID_GIFT_CODE_MESSAGE },
      });
      expect(call).not.toHaveBeenCalled();
    },
  );
});
