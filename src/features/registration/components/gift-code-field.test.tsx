import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALREADY_REGISTERED_MESSAGE,
  giftRedemptionRequest,
  INVALID_GIFT_CODE_MESSAGE,
  redeemGiftCode,
  WRONG_DISTANCE_MESSAGE,
  type GiftRedemptionError,
  type RedeemOutcome,
} from '../api/redeem-gift-code';
import { GIFT_NETWORK_MESSAGE } from '../logic/gift-redemption-messages';
import { GIFT_CODE_SUCCESS_MS, useGiftRedemption } from '../hooks/use-gift-redemption';
import type { RegistrationData } from '../logic/registration-data';
import {
  GIFT_CODE_EMPTY_MESSAGE,
  GIFT_CODE_NO_DISTANCE_MESSAGE,
  GiftCodeField,
} from './gift-code-field';

vi.mock('../../../lib/functions', () => ({ callable: vi.fn() }));
vi.mock('../api/redeem-gift-code', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/redeem-gift-code')>()),
  redeemGiftCode: vi.fn(),
}));

const onRedeemed = vi.fn();
const outerSubmit = vi.fn();
const changes = vi.fn();
const CONTEXT = {
  raceId: 'prod_tbcr2025',
  raceUrl: 'thebigcanadarun2025',
  teamsEnabled: false,
  referralLink: null,
};
const SUCCESS: RedeemOutcome = {
  ok: true,
  value: { legId: 'price_tbcr25_250km', bibNumber: 7, teamName: 'noTeam' },
};
const failure = (kind: GiftRedemptionError['kind'], message: string): RedeemOutcome => ({
  ok: false,
  error: { kind, message },
});

function Harness({ initial = { distanceId: 'price_tbcr25_250km' } as RegistrationData }) {
  const [data, setData] = useState<RegistrationData>(initial);
  const redemption = useGiftRedemption(onRedeemed);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        outerSubmit();
      }}
    >
      <GiftCodeField
        value={data.giftCode ?? ''}
        onChange={(name, value) => {
          changes(name, value);
          setData((current) => ({ ...current, [name]: value }));
        }}
        redemption={redemption}
        buildRequest={(code) => giftRedemptionRequest(code, data, CONTEXT)}
      />
    </form>
  );
}

const codeField = () => screen.getByLabelText('Gift code');
const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });
const feedback = () => document.getElementById(`${codeField().id}-feedback`);
const redeemedCodes = () => vi.mocked(redeemGiftCode).mock.calls.map(([request]) => request.code);

beforeEach(() => {
  vi.mocked(redeemGiftCode).mockReset().mockResolvedValue(SUCCESS);
  onRedeemed.mockReset();
  outerSubmit.mockReset();
  changes.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GiftCodeField', () => {
  it('is a labelled giftCode field with the explanation, kept in the registration data', async () => {
    render(<Harness />);
    expect(codeField()).toHaveAttribute('name', 'giftCode');
    expect(
      screen.getByText(/registers you for the distance you chose on step 1 without paying/),
    ).toBeInTheDocument();
    await userEvent.type(codeField(), 'Ab');
    expect(changes).toHaveBeenLastCalledWith('giftCode', 'Ab');
  });

  it.each(['', '   '])(
    'asks for a code when it is %j, without calling the server',
    async (typed) => {
      render(<Harness />);
      if (typed) await userEvent.type(codeField(), typed);
      await userEvent.click(redeemButton());
      expect(feedback()).toHaveTextContent(GIFT_CODE_EMPTY_MESSAGE);
      expect(codeField()).toHaveClass('is-invalid');
      expect(redeemGiftCode).not.toHaveBeenCalled();
    },
  );

  it('asks for a distance when step 1 has none, without calling the server', async () => {
    render(<Harness initial={{}} />);
    await userEvent.type(codeField(), 'GIFT-DEMO-1');
    await userEvent.click(redeemButton());
    expect(screen.getByText(GIFT_CODE_NO_DISTANCE_MESSAGE)).toBeInTheDocument();
    expect(redeemGiftCode).not.toHaveBeenCalled();
  });

  it('trims whitespace but keeps the case', async () => {
    render(<Harness />);
    await userEvent.type(codeField(), '  GiFT-dEmo-1 ');
    await userEvent.click(redeemButton());
    expect(redeemedCodes()).toEqual(['GiFT-dEmo-1']);
  });

  it('shows the invalid state for an unknown or used code, cleared by editing', async () => {
    vi.mocked(redeemGiftCode).mockResolvedValue(failure('invalid', INVALID_GIFT_CODE_MESSAGE));
    render(<Harness />);
    await userEvent.type(codeField(), 'gift-demo-1');
    await userEvent.click(redeemButton());
    await screen.findByText(INVALID_GIFT_CODE_MESSAGE);
    expect(feedback()?.textContent).toBe('Invalid Code. Codes are case-sensitive.');
    expect(codeField()).toHaveClass('is-invalid');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveValue('gift-demo-1');
    await userEvent.type(codeField(), 'x');
    expect(codeField()).not.toHaveClass('is-invalid');
    expect(feedback()).toBeNull();
  });

  it('adds the distance sentence on a distance mismatch', async () => {
    vi.mocked(redeemGiftCode).mockResolvedValue(failure('wrongDistance', WRONG_DISTANCE_MESSAGE));
    render(<Harness />);
    await userEvent.type(codeField(), 'GIFT-DEMO-2');
    await userEvent.click(redeemButton());
    expect(await screen.findByText(WRONG_DISTANCE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(INVALID_GIFT_CODE_MESSAGE)).toBeInTheDocument();
    expect(feedback()?.textContent).toBe(
      'Invalid Code. Codes are case-sensitive. This coupon is not valid for this distance.',
    );
    expect(codeField()).toHaveClass('is-invalid');
  });

  it('says when the participant is already registered', async () => {
    vi.mocked(redeemGiftCode).mockResolvedValue(
      failure('alreadyRegistered', ALREADY_REGISTERED_MESSAGE),
    );
    render(<Harness />);
    await userEvent.type(codeField(), 'GIFT-DEMO-1');
    await userEvent.click(redeemButton());
    expect(await screen.findByText(ALREADY_REGISTERED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(INVALID_GIFT_CODE_MESSAGE)).toBeNull();
  });

  it('keeps the code on a network error and offers Retry', async () => {
    vi.mocked(redeemGiftCode).mockResolvedValueOnce(failure('network', GIFT_NETWORK_MESSAGE));
    render(<Harness />);
    await userEvent.type(codeField(), 'GIFT-DEMO-1');
    await userEvent.click(redeemButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_NETWORK_MESSAGE);
    expect(codeField()).toHaveValue('GIFT-DEMO-1');
    expect(codeField()).not.toHaveClass('is-invalid');
    expect(console.error).toHaveBeenCalled(); // logged, not swallowed
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(redeemedCodes()).toEqual(['GIFT-DEMO-1', 'GIFT-DEMO-1']);
    expect(await screen.findByText('Code accepted.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('redeems on Enter without submitting the surrounding form', async () => {
    render(<Harness />);
    await userEvent.type(codeField(), 'GIFT-DEMO-1{Enter}');
    expect(redeemedCodes()).toEqual(['GIFT-DEMO-1']);
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('locks the field while redeeming', async () => {
    let answer: (outcome: RedeemOutcome) => void = () => undefined;
    vi.mocked(redeemGiftCode).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Harness />);
    await userEvent.type(codeField(), 'GIFT-DEMO-1{Enter}');
    expect(redeemButton()).toBeDisabled();
    expect(codeField()).toHaveAttribute('readonly');
    await userEvent.type(codeField(), '{Enter}');
    expect(redeemGiftCode).toHaveBeenCalledTimes(1);
    await act(async () => answer(SUCCESS));
    expect(codeField()).toHaveClass('is-valid');
  });

  it('shows the success colour for 1 second, then moves on', async () => {
    render(<Harness />);
    await userEvent.type(codeField(), 'GIFT-DEMO-1');
    // Fake timers from here on; fireEvent, as Testing Library's async helpers wait on a real timeout.
    vi.useFakeTimers();
    fireEvent.click(redeemButton());
    await act(async () => undefined);
    expect(codeField()).toHaveClass('is-valid');
    expect(screen.getByText('Code accepted.')).toBeInTheDocument();
    expect(redeemButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(GIFT_CODE_SUCCESS_MS - 1));
    expect(onRedeemed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRedeemed).toHaveBeenCalledWith(SUCCESS.ok ? SUCCESS.value : null);
    expect(GIFT_CODE_SUCCESS_MS).toBe(1000);
  });
});
