import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseSubscribedRace } from '../../../contract/docs/user';
import type { LiveQuery } from '../../../lib/use-subscription';
import type { GiftCodeDetails } from '../api/gift-coupons';
import type { MedalShipDates } from '../api/medal-ship-dates';
import { RacesRegistered } from './races-registered';

const retry = vi.fn();
const RUN = parseSubscribedRace('price_tbcr25_1000km', {
  raceId: 'prod_tbcr2025',
  raceInfo: {
    name: 'The Big Canada Run 2025',
    legName: '1,000 km Leg',
    raceDateStart: '2025-01-01',
  },
  giftCodes: { 'GIFT-DEMO-1': 'price_tbcr25_250km', 'GIFT-USED-1': 'price_tbcr25_250km' },
});
const details: LiveQuery<GiftCodeDetails> = {
  status: 'success',
  data: {
    usedByCode: { 'GIFT-DEMO-1': false, 'GIFT-USED-1': true },
    legNames: { price_tbcr25_250km: { name: '250 km Leg' } },
  },
  error: null,
  retry,
};

const shipDates: LiveQuery<MedalShipDates> = { status: 'success', data: {}, error: null, retry };

function renderRaces(gifts: LiveQuery<GiftCodeDetails>) {
  render(
    <MemoryRouter>
      <RacesRegistered races={[RUN]} gifts={gifts} shipDates={shipDates} />
    </MemoryRouter>,
  );
}

describe('RacesRegistered', () => {
  it('links each race to its dashboard and marks coupons o (unused) and a tick (used)', () => {
    renderRaces(details);
    expect(screen.getByRole('link', { name: 'The Big Canada Run 2025' })).toHaveAttribute(
      'href',
      '/dashboard/tbcr25_1000km',
    );
    const unused = screen.getByTestId('gift-coupon-GIFT-DEMO-1');
    const used = screen.getByTestId('gift-coupon-GIFT-USED-1');
    expect(within(unused).getByTestId('coupon-state')).toHaveTextContent('onot used');
    expect(within(used).getByTestId('coupon-state')).toHaveTextContent('✓used');
    expect(unused).toHaveTextContent('250 km Leg');
    expect(
      within(unused).getByRole('button', { name: 'Copy gift code GIFT-DEMO-1' }),
    ).toBeInTheDocument();
  });

  it('keeps the codes visible and offers Retry when their state cannot be read', async () => {
    renderRaces({ status: 'error', data: undefined, error: new Error('unavailable'), retry });
    expect(screen.getByTestId('gift-coupon-GIFT-DEMO-1')).toHaveTextContent('checking');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});
