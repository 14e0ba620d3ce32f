import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedeemGiftCodeRequest } from '../api/redeem-gift-code';
import type { GiftRedemption, GiftRedemptionState } from '../hooks/use-gift-redemption';
import type { RegistrationData } from '../logic/registration-data';
import { EARLY_END, LEGS, NOW } from '../test-support/fixtures';
import { GIFT_QUANTITY_MESSAGE, GIFT_TOTAL_MESSAGE } from '../logic/step-messages';
import { GiftsStep } from './gifts-step';

vi.mock('../../../lib/functions', () => ({ callable: vi.fn() }));

const onDone = vi.fn();
const changes = vi.fn();
const redeem = vi.fn();
const IDLE: GiftRedemptionState = { status: 'idle', data: undefined, error: null };
const SUCCESS: GiftRedemptionState = {
  status: 'success',
  data: { legId: 'price_tbcr25_250km', bibNumber: 7, teamName: 'noTeam' },
  error: null,
};

function Harness({ initial = {} as RegistrationData, state = IDLE }) {
  const [data, setData] = useState<RegistrationData>(initial);
  const redemption: GiftRedemption = { ...state, redeem, clearError: vi.fn() };
  const buildRequest = (code: string) =>
    ({ code, legId: 'price_tbcr25_250km' }) as RedeemGiftCodeRequest;
  return (
    <GiftsStep
      formId="step-2"
      data={data}
      onChange={(name, value) => {
        changes(name, value);
        setData((current) => ({ ...current, [name]: value }));
      }}
      legs={LEGS}
      earlyEnd={EARLY_END}
      now={NOW}
      giftCode={{ redemption, buildRequest }}
      onDone={onDone}
    />
  );
}

beforeEach(() => {
  onDone.mockReset();
  redeem.mockReset().mockResolvedValue(undefined);
});

describe('GiftsStep', () => {
  it('has a number field per distance named giftCode_{priceId}, min 0', () => {
    render(<Harness />);
    const field = screen.getByLabelText(/250 km Leg gift registrations/);
    expect(field).toHaveAttribute('name', 'giftCode_price_tbcr25_250km');
    expect(field).toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('min', '0');
  });

  it('moves on with empty fields and keeps the quantities entered', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText(/1,000 km Leg gift registrations/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenLastCalledWith('giftCode_price_tbcr25_1000km', '2');
    expect(screen.getByLabelText(/1,000 km Leg gift registrations/)).toHaveValue(2);
  });

  it.each(['-1', '1.5'])('rejects %s with a message at the field', async (value) => {
    render(<Harness initial={{ giftCode_price_tbcr25_250km: value }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(GIFT_QUANTITY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/250 km Leg gift registrations/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses more than 50 gift registrations in all, and accepts exactly 50', async () => {
    const { unmount } = render(
      <Harness
        initial={{ giftCode_price_tbcr25_250km: '30', giftCode_price_tbcr25_1000km: '21' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(GIFT_TOTAL_MESSAGE)).toHaveLength(2);
    expect(screen.getByLabelText(/1,000 km Leg gift registrations/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onDone).not.toHaveBeenCalled();
    unmount();
    render(
      <Harness
        initial={{ giftCode_price_tbcr25_250km: '30', giftCode_price_tbcr25_1000km: '20' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('has the gift-code field; Enter there redeems and does not move on', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Gift code'), 'GIFT-DEMO-1{Enter}');
    expect(changes).toHaveBeenLastCalledWith('giftCode', 'GIFT-DEMO-1');
    expect(redeem).toHaveBeenCalledWith({ code: 'GIFT-DEMO-1', legId: 'price_tbcr25_250km' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('does not move on once a code is redeemed', async () => {
    render(<Harness initial={{ giftCode: 'GIFT-DEMO-1' }} state={SUCCESS} />);
    expect(screen.getByLabelText('Gift code')).toHaveClass('is-valid');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });
});
