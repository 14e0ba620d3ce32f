import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveParticipantDetails } from '../api/participant';
import {
  INVALID_GIFT_CODE_MESSAGE,
  redeemGiftCode,
  WRONG_DISTANCE_MESSAGE,
  type RedeemOutcome,
} from '../api/redeem-gift-code';
import { checkTeam } from '../api/teams';
import type { RegistrationInputs } from '../hooks/use-registration-inputs';
import { GIFT_CODE_SUCCESS_MS } from '../hooks/use-gift-redemption';
import { CHARITIES, EXTRAS, LEGS, RACE, VALID_DETAILS } from '../test-support/fixtures';
import { RegistrationSteps } from './registration-steps';

vi.mock('../../../lib/functions', () => ({ callable: vi.fn() }));
vi.mock('../api/participant', () => ({ saveParticipantDetails: vi.fn() }));
vi.mock('../api/teams', () => ({
  checkTeam: vi.fn(),
  subscribeTeams: () => (next: (teams: unknown[]) => void) => (next([]), () => undefined),
}));
vi.mock('../api/catalogue', () => ({}));
vi.mock('../api/offers', () => ({}));
vi.mock('../api/checkout-session', () => ({
  createCheckoutSession: vi.fn(),
  watchCheckoutSession: vi.fn(),
}));
vi.mock('../api/redeem-gift-code', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/redeem-gift-code')>()),
  redeemGiftCode: vi.fn(),
}));

const INPUTS: RegistrationInputs = {
  legs: LEGS,
  participant: { subscribedLegIds: [], details: { ...VALID_DETAILS, lastModifiedAt: null } },
  charities: CHARITIES,
  extras: EXTRAS,
  serviceFee: { priceId: 'price_fee', baseCents: 300, name: 'Service Fee', description: 'Fees.' },
  promo: null,
  referralLink: 'friend-1',
  promoProduct: null,
  tracking: { utm_source: null, utm_medium: null, utm_campaign: null },
  giftCode: null,
  giftDistance: null,
};
const SUCCESS: RedeemOutcome = {
  ok: true,
  value: { legId: 'price_tbcr25_250km', bibNumber: 7, teamName: 'Maple Striders' },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSteps(inputs: RegistrationInputs = INPUTS) {
  return render(
    <MemoryRouter initialEntries={['/register/thebigcanadarun2025']}>
      <Routes>
        <Route
          path="/register/:raceUrl"
          element={
            <RegistrationSteps
              race={RACE}
              user={{ uid: 'u1', email: 'a@b.test' }}
              inputs={inputs}
            />
          }
        />
        <Route path="/register/:raceUrl/confirmation" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Step 1 with the 250 km leg and a new team, then step 2. */
async function walkToGifts() {
  await userEvent.click(screen.getByLabelText(/250 km Leg/));
  await userEvent.click(screen.getByLabelText('Create a new team'));
  await userEvent.type(screen.getByLabelText('Team name'), ' Maple Striders ');
  await userEvent.type(screen.getByLabelText('Team code'), 'Code9');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Gift code');
}

beforeEach(() => {
  vi.mocked(saveParticipantDetails).mockReset().mockResolvedValue(undefined);
  vi.mocked(checkTeam).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(redeemGiftCode).mockReset().mockResolvedValue(SUCCESS);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RegistrationSteps: redeeming a gift code on step 2', () => {
  it("shows 'Registering...', sends step 1's choices, then shows success for 1 s before the confirmation page", async () => {
    let answer: (outcome: RedeemOutcome) => void = () => undefined;
    vi.mocked(redeemGiftCode).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSteps();
    await walkToGifts();
    await userEvent.type(screen.getByLabelText('Gift code'), ' GIFT-Demo-1 {Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('Registering...');
    expect(screen.queryByLabelText('Gift code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(redeemGiftCode).toHaveBeenCalledTimes(1);
    expect(redeemGiftCode).toHaveBeenCalledWith({
      code: 'GIFT-Demo-1',
      legId: 'price_tbcr25_250km',
      raceId: 'prod_tbcr2025',
      raceUrl: 'thebigcanadarun2025',
      teamChoice: 'newTeam',
      teamName: 'Maple Striders',
      teamCode: 'Code9',
      referral_link: 'friend-1',
    });

    vi.useFakeTimers();
    await act(async () => answer(SUCCESS));
    expect(screen.getByLabelText('Gift code')).toHaveClass('is-valid');
    expect(screen.getByLabelText('Gift code')).toHaveValue(' GIFT-Demo-1 ');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(GIFT_CODE_SUCCESS_MS - 1));
    expect(screen.queryByTestId('where')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/register/thebigcanadarun2025/confirmation?race=tbcr25_250km',
    );
  });

  it('comes back to step 2 with both sentences on a distance mismatch, the code kept; a step change clears them', async () => {
    vi.mocked(redeemGiftCode).mockResolvedValue({
      ok: false,
      error: { kind: 'wrongDistance', message: WRONG_DISTANCE_MESSAGE },
    });
    renderSteps();
    await walkToGifts();
    await userEvent.type(screen.getByLabelText('Gift code'), 'GIFT-DEMO-2');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText(WRONG_DISTANCE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(INVALID_GIFT_CODE_MESSAGE)).toBeInTheDocument();
    const codeField = screen.getByLabelText('Gift code');
    expect(codeField).toHaveValue('GIFT-DEMO-2');
    expect(codeField).toHaveClass('is-invalid');
    expect(codeField).toHaveFocus();
    expect(screen.queryByTestId('where')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Gift code')).toHaveValue('GIFT-DEMO-2');
    expect(screen.queryByText(WRONG_DISTANCE_MESSAGE)).toBeNull();
  });
});

describe('RegistrationSteps: opened from a gift e-mail’s link', () => {
  it('has the code’s leg chosen on step 1 and the code in the gift code field on step 2', async () => {
    renderSteps({ ...INPUTS, giftCode: 'GIFT-Friend-7', giftDistance: 'price_tbcr25_250km' });
    expect(screen.getByLabelText(/250 km Leg/)).toBeChecked();
    await userEvent.click(screen.getByLabelText('Create a new team'));
    await userEvent.type(screen.getByLabelText('Team name'), 'Maple Striders');
    await userEvent.type(screen.getByLabelText('Team code'), 'Code9');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Gift code')).toHaveValue('GIFT-Friend-7');
    expect(redeemGiftCode).not.toHaveBeenCalled();
  });

  it('ignores a leg the race does not sell', () => {
    renderSteps({ ...INPUTS, giftCode: 'GIFT-Friend-7', giftDistance: 'price_elsewhere' });
    for (const radio of screen.getAllByRole('radio', { name: /Leg/ }))
      expect(radio).not.toBeChecked();
  });
});
