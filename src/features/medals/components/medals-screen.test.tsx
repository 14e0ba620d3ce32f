import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseUserDoc, type UserDoc } from '../../../contract/docs/user';
import { useUserDoc } from '../../../lib/use-user-doc';
import type { LiveQuery } from '../../../lib/use-subscription';
import { useMedalCatalogue, useSpotsLeft, type TileCatalogue } from '../api/medal-page-data';
import { MedalsScreen } from './medals-screen';

vi.mock('../api/medal-page-data', () => ({ useMedalCatalogue: vi.fn(), useSpotsLeft: vi.fn() }));
vi.mock('../../../lib/use-user-doc', () => ({ useUserDoc: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const retry = vi.fn();
const ok = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });
const tile = (priceId: string): TileCatalogue => ({
  priceIds: [priceId],
  earlyPrice: 7900,
  regularPrice: 9900,
  earlyEnd: '2026-06-30',
  description: '',
});

beforeEach(() => {
  vi.mocked(useUserDoc).mockReturnValue(
    ok<UserDoc | null>(parseUserDoc({ subscribedRaces: { price_ccc_c_156km: { raceInfo: {} } } })),
  );
  vi.mocked(useMedalCatalogue).mockReturnValue(
    ok({
      C: tile('price_ccc_c_156km'),
      A: tile('price_ccc_a1_157km'),
      N: tile('price_ccc_n_158km'),
    }),
  );
  vi.mocked(useSpotsLeft).mockReturnValue(ok<number | null>(137));
});

function renderPage() {
  render(
    <MemoryRouter>
      <MedalsScreen uid="demo-runner" />
    </MemoryRouter>,
  );
}

describe('MedalsScreen', () => {
  it('shows the headline, the spots left and START on the tiles not owned', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Build Your Canada Medal Collection' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('spots-left')).toHaveTextContent('ONLY 137 SPOTS LEFT');
    expect(within(screen.getByTestId('medal-tile-C')).queryByText('START')).toBeNull();
    expect(within(screen.getByTestId('medal-tile-A')).getByText('START')).toBeInTheDocument();
    expect(within(screen.getByTestId('medal-tile-N')).getByText('START')).toBeInTheDocument();
  });

  it('expands a tile on click with Register Now and the prices, collapses it on a second click, one open at a time', async () => {
    renderPage();
    const buttonA = within(screen.getByTestId('medal-tile-A')).getByRole('button');
    await userEvent.click(buttonA);
    expect(buttonA).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/register/celebratecanada-a1',
    );
    expect(screen.getByTestId('medal-prices')).toHaveTextContent(
      'Early Bird $79 until June 30th, regular $99',
    );
    await userEvent.click(within(screen.getByTestId('medal-tile-N')).getByRole('button'));
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/register/celebratecanada-n',
    );
    await userEvent.click(within(screen.getByTestId('medal-tile-N')).getByRole('button'));
    expect(screen.queryByRole('link', { name: 'Register Now' })).toBeNull();
  });
});
