import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseUserDoc, type UserDoc } from '../../../contract/docs/user';
import type { LiveQuery } from '../../../lib/use-subscription';
import type { HomeBanner } from '../../../contract/docs/options';
import { useHomeBanner, useUserDoc } from '../api/use-home-data';
import { HomeScreen } from './home-screen';

vi.mock('../api/use-home-data', () => ({ useUserDoc: vi.fn(), useHomeBanner: vi.fn() }));
vi.mock('../../../lib/auth-context', () => ({
  useAuth: () => ({ status: 'signedIn', user: { uid: 'demo-runner' } }),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const userDocMock = vi.mocked(useUserDoc);
const bannerMock = vi.mocked(useHomeBanner);
const retry = vi.fn();

const loading = { status: 'loading', data: undefined, error: null, retry } as const;
const success = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });
const failed = {
  status: 'error',
  data: undefined,
  error: new Error('unavailable'),
  retry,
} as const;

const entry = (legId: string, name: string, end: string, extra: Record<string, unknown> = {}) => ({
  legId,
  raceInfo: {
    name,
    legName: `${name} leg`,
    imageUrl: `/images/${legId}.svg`,
    raceDateStart: '2024-02-01',
    raceDateEnd: end,
  },
  ...extra,
});

const AVERY: UserDoc = parseUserDoc({
  email: 'runner@demo.test',
  details: { firstName: 'avery' },
  subscribedRaces: {
    price_feb24_126km: entry('price_feb24_126km', 'February Trails', '2024-02-29'),
    price_tbcr25_1000km: entry('price_tbcr25_1000km', 'Big Canada Run', '2099-06-30'),
    price_ccc_c_156km: entry('price_ccc_c_156km', 'Celebrate C', '2099-01-31', {
      completedDate: { seconds: 1_750_000_000 },
    }),
  },
});

function renderHome() {
  return render(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  retry.mockReset();
  userDocMock.mockReturnValue(success(AVERY));
  bannerMock.mockReturnValue(success<HomeBanner | null>(null));
});

describe('HomeScreen', () => {
  it('shows a loading state', () => {
    userDocMock.mockReturnValue(loading);
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your challenges...');
  });

  it('shows an error with a Retry button', async () => {
    userDocMock.mockReturnValue(failed);
    renderHome();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your challenges");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('greets by first name, capitalised', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Avery!');
  });

  it('shows the races newest end date first, with CONCLUDED and FINSHER stamps and both links', () => {
    renderHome();
    const cards = within(screen.getByRole('list', { name: 'My challenges' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Big Canada Run',
      'Celebrate C',
      'February Trails',
    ]);
    const [run, celebrate, february] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(february).getByText('CONCLUDED')).toBeInTheDocument();
    expect(within(february).queryByText('FINSHER')).not.toBeInTheDocument();
    expect(within(celebrate).getByText('FINSHER')).toBeInTheDocument();
    expect(within(celebrate).queryByText('CONCLUDED')).not.toBeInTheDocument();
    expect(within(run).queryByText(/CONCLUDED|FINSHER/)).not.toBeInTheDocument();
    expect(within(celebrate).getByRole('img')).toHaveAttribute(
      'src',
      '/images/price_ccc_c_156km.svg',
    );
    expect(within(celebrate).getByText('Celebrate C leg')).toBeInTheDocument();
    expect(within(february).getByText('Feb 1, 2024')).toBeInTheDocument();
    expect(within(february).getByText('Feb 29, 2024')).toBeInTheDocument();
    expect(within(celebrate).getByRole('link', { name: /^Dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard/ccc_c_156km',
    );
    expect(within(celebrate).getByRole('link', { name: /^Leaderboard/ })).toHaveAttribute(
      'href',
      '/leaderboard/ccc_c_156km',
    );
  });

  it.each([
    ['no races yet', parseUserDoc({ email: 'new@example.com' })],
    ['no user document yet', null],
  ])('with %s, points to a challenge and the medals page', (_name, data) => {
    userDocMock.mockReturnValue(success<UserDoc | null>(data));
    renderHome();
    expect(screen.getByTestId('no-races')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join The Big Canada Run' })).toHaveAttribute(
      'href',
      '/register/thebigcanadarun2025',
    );
    expect(
      screen.getByRole('link', { name: 'Build your Canada medal collection' }),
    ).toHaveAttribute('href', '/register/CelebrateCanada');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome!');
  });

  it('shows the home banner linking out', () => {
    bannerMock.mockReturnValue(
      success<HomeBanner | null>({
        imageUrl: '/images/home-banner.svg',
        imageAlt: 'Spring sale',
        imageLink: 'https://example.com/sale',
      }),
    );
    renderHome();
    const link = screen.getByRole('link', { name: 'Spring sale' });
    expect(link).toHaveAttribute('href', 'https://example.com/sale');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img')).toHaveAttribute('src', '/images/home-banner.svg');
  });

  it('keeps a banner link to a page of the app inside the app', () => {
    bannerMock.mockReturnValue(
      success<HomeBanner | null>({
        imageUrl: '/images/b.svg',
        imageAlt: 'Run 2025',
        imageLink: '/register/thebigcanadarun2025',
      }),
    );
    renderHome();
    const link = screen.getByRole('link', { name: 'Run 2025' });
    expect(link).toHaveAttribute('href', '/register/thebigcanadarun2025');
    expect(link).not.toHaveAttribute('target');
  });

  it('does not link a banner to a non-web address', () => {
    bannerMock.mockReturnValue(
      success<HomeBanner | null>({
        imageUrl: '/images/b.svg',
        imageAlt: 'Banner',
        imageLink: 'javascript:alert(1)',
      }),
    );
    renderHome();
    expect(screen.getByRole('img', { name: 'Banner' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Banner' })).not.toBeInTheDocument();
  });

  it('still shows the races when the banner fails', () => {
    bannerMock.mockReturnValue(failed);
    renderHome();
    expect(screen.queryByTestId('home-banner')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
