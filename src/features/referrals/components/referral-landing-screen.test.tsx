import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveQuery } from '../../../lib/use-subscription';
import {
  useReferralCoupons,
  useReferralLink,
  useReferralProducts,
  type ReferralProduct,
} from '../api/referral-landing-data';
import { ReferralLandingScreen } from './referral-landing-screen';

vi.mock('../api/referral-landing-data', () => ({
  useReferralLink: vi.fn(),
  useReferralCoupons: vi.fn(),
  useReferralProducts: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const retry = vi.fn();
const loading = { status: 'loading', data: undefined, error: null, retry } as const;
const failed = {
  status: 'error',
  data: undefined,
  error: new Error('unavailable'),
  retry,
} as const;
const ok = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });
const PRODUCTS: ReferralProduct[] = [
  {
    id: 'prod_run',
    name: 'The Big Canada Run 2025',
    image: '/images/run.svg',
    raceUrl: 'thebigcanadarun2025',
  },
  { id: 'prod_socks', name: 'Maple Leaf Socks', image: '/images/socks.svg', raceUrl: '' },
];

function renderLanding() {
  render(
    <MemoryRouter>
      <ReferralLandingScreen referralLink="avery-tremblay" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  retry.mockReset();
  vi.mocked(useReferralLink).mockReturnValue(ok({ name: 'Avery Tremblay' }));
  vi.mocked(useReferralCoupons).mockReturnValue(ok({ valid: 'FRIEND5', fallback: 'CANADA5' }));
  vi.mocked(useReferralProducts).mockReturnValue(ok(PRODUCTS));
});

describe('ReferralLandingScreen', () => {
  it("shows 'Loading' while checking", () => {
    vi.mocked(useReferralLink).mockReturnValue(loading);
    renderLanding();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows the referrer, the valid coupon and the registrable products with the parameter', () => {
    renderLanding();
    expect(screen.getByTestId('referrer')).toHaveTextContent('Avery Tremblay invited you!');
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('FRIEND5');
    const links = screen.getAllByTestId('referral-product');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/register/thebigcanadarun2025?referral_link=avery-tremblay&promo_code=FRIEND5',
    ]);
  });

  it('greets with "A friend" for a neutral link (no name on it)', () => {
    vi.mocked(useReferralLink).mockReturnValue(ok({ name: '' }));
    renderLanding();
    expect(screen.getByTestId('referrer')).toHaveTextContent('A friend invited you!');
  });

  it('shows the invalid state with the fallback coupon', () => {
    vi.mocked(useReferralLink).mockReturnValue(ok(null));
    renderLanding();
    expect(screen.getByRole('heading', { name: 'Invalid Referral Link' })).toBeInTheDocument();
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('CANADA5');
    expect(
      screen.getByText(
        'You can still register for $5 off with this code, applied for you at checkout.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Retry when a read fails', async () => {
    vi.mocked(useReferralCoupons).mockReturnValue(failed);
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
