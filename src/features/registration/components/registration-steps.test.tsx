import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRefusal } from '../../../contract/checkout-order';
import { startCheckout, watchCheckoutSession } from '../api/checkout-session';
import { saveParticipantDetails } from '../api/participant';
import { RegistrationError } from '../api/registration-error';
import type { RegistrationInputs } from '../hooks/use-registration-inputs';
import { CHARITIES, EXTRAS, LEGS, RACE, VALID_DETAILS } from '../test-support/fixtures';
import { RegistrationSteps } from './registration-steps';

vi.mock('../api/participant', () => ({ saveParticipantDetails: vi.fn() }));
vi.mock('../api/teams', () => ({
  checkTeam: vi.fn(),
  subscribeTeams: () => (next: (teams: unknown[]) => void) => (next([]), () => undefined),
}));
vi.mock('../api/catalogue', () => ({}));
vi.mock('../api/offers', () => ({}));
vi.mock('../api/checkout-session', () => ({
  startCheckout: vi.fn(),
  watchCheckoutSession: vi.fn(),
}));

const INPUTS: RegistrationInputs = {
  legs: LEGS,
  participant: { subscribedLegIds: [], details: { ...VALID_DETAILS, lastModifiedAt: null } },
  charities: CHARITIES,
  extras: EXTRAS,
  serviceFee: { priceId: 'price_fee', baseCents: 300, name: 'Service Fee', description: 'Fees.' },
  promo: { code: 'RUNCANADA', promotionId: 'promo_runcanada' },
  referralLink: null,
  promoProduct: 'prod_toque',
  tracking: { utm_source: 'news', utm_medium: null, utm_campaign: null },
  giftCode: null,
  giftDistance: null,
};

function nth<T>(calls: readonly T[], index: number): T {
  const call = calls[index];
  if (call === undefined) throw new Error(`call ${index} was not made`);
  return call;
}

function renderSteps(inputs = INPUTS) {
  return render(
    <MemoryRouter>
      <RegistrationSteps
        race={{ ...RACE, metadata: { ...RACE.metadata, teams: 'false' } }}
        user={{ uid: 'u1', email: 'a@b.test' }}
        inputs={inputs}
      />
    </MemoryRouter>,
  );
}

async function walkToExtras() {
  await userEvent.click(screen.getByLabelText(/250 km Leg/));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue without Donation' }));
  await screen.findByRole('button', { name: 'Checkout' });
}

beforeEach(() => {
  vi.mocked(saveParticipantDetails).mockReset().mockResolvedValue(undefined);
  vi.mocked(startCheckout).mockReset().mockResolvedValue({ ok: true, sessionId: 'session-1' });
  vi.mocked(watchCheckoutSession)
    .mockReset()
    .mockReturnValue(() => undefined);
});

describe('RegistrationSteps', () => {
  it('shows the promo banner, prefills saved details and keeps what was entered going back and forth', async () => {
    renderSteps();
    expect(
      screen.getByText('Your code RUNCANADA has been automatically applied'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/250 km Leg/));
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await userEvent.type(await screen.findByLabelText(/250 km Leg gift registrations/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByLabelText(/250 km Leg/)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByLabelText(/250 km Leg gift registrations/)).toHaveValue(3);
  });

  it('has no banner without a valid promo code', () => {
    renderSteps({ ...INPUTS, promo: null });
    expect(screen.queryByText(/has been automatically applied/)).toBeNull();
  });

  it('sends the order (no amounts) with the preselected extra, shows the spinner, then Retry on timeout', async () => {
    renderSteps();
    await walkToExtras();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(screen.getByLabelText('Stay warm')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Personalizing your Experience')).toBeInTheDocument();
    const [order] = nth(vi.mocked(startCheckout).mock.calls, 0);
    expect(order).toMatchObject({
      raceId: RACE.id,
      legId: 'price_tbcr25_250km',
      extras: { prod_toque: 'price_toque_classic' },
      promoCode: 'RUNCANADA',
      tracking: { utm_source: 'news' },
      origin: window.location.origin,
    });
    expect(JSON.stringify(order)).not.toMatch(/unit_amount|price_data/);

    const onError = nth(vi.mocked(watchCheckoutSession).mock.calls, 0)[3];
    onError(new RegistrationError('checkout-timeout', 'slow'));
    expect(
      await screen.findByText('The payment page is taking longer than expected to open.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(startCheckout).toHaveBeenCalledTimes(2);
    expect(nth(vi.mocked(startCheckout).mock.calls, 1)[0]).toEqual(order);
  });

  it('shows a refusal on the step it belongs to', async () => {
    vi.mocked(startCheckout).mockResolvedValueOnce({
      ok: false,
      refusal: orderRefusal('wrongTeamCode'),
    });
    renderSteps();
    await walkToExtras();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This team code is not correct.');
    expect(screen.getByText('Choose your distance')).toBeInTheDocument();
    expect(watchCheckoutSession).not.toHaveBeenCalled();
  });

  it('shows the error message stored on the session', async () => {
    renderSteps();
    await walkToExtras();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Personalizing your Experience');
    nth(vi.mocked(watchCheckoutSession).mock.calls, 0)[3](
      new RegistrationError('checkout-failed', 'Your card was declined.'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });
});
