/**
 * Home in Canadian French (docs/i18n.md): the greeting, the stamps, the links and the race
 * dates (fr-CA) from the home part of the catalogue, as the home route chunk loads it.
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseUserDoc, type UserDoc } from '../../../contract/docs/user';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import type { LiveQuery } from '../../../lib/use-subscription';
import type { HomeBanner } from '../../../contract/docs/options';
import { useHomeBanner, useUserDoc } from '../api/use-home-data';
import { HomeScreen } from './home-screen';

vi.mock('../api/use-home-data', () => ({ useUserDoc: vi.fn(), useHomeBanner: vi.fn() }));
vi.mock('../../../lib/auth-context', () => ({
  useAuth: () => ({ status: 'signedIn', user: { uid: 'demo-runner' } }),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const retry = vi.fn();
const success = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });

const AVERY: UserDoc = parseUserDoc({
  details: { firstName: 'avery' },
  subscribedRaces: {
    price_feb24_126km: {
      legId: 'price_feb24_126km',
      raceInfo: {
        name: 'February Trails',
        legName: '126 km',
        raceDateStart: '2024-02-01',
        raceDateEnd: '2024-02-29',
      },
      completedDate: { seconds: 1_709_000_000 },
    },
  },
});

function renderHome() {
  render(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  vi.mocked(useUserDoc).mockReturnValue(success<UserDoc | null>(AVERY));
  vi.mocked(useHomeBanner).mockReturnValue(success<HomeBanner | null>(null));
  await loadCataloguePart('home', {
    en: () => import('../../../locales/en/home.po'),
    fr: () => import('../../../locales/fr/home.po'),
  });
  await act(() => activateLanguage('fr'));
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('HomeScreen in French', () => {
  it('greets her, stamps the race and writes its dates the fr-CA way', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bon retour, Avery!');
    expect(screen.getByRole('heading', { name: 'Mes défis' })).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Mes défis' })).getByRole('article');
    expect(within(card).getByText('TERMINÉ')).toBeInTheDocument();
    expect(within(card).getByText('RÉUSSITE')).toBeInTheDocument();
    expect(within(card).getByText('1er févr. 2024')).toBeInTheDocument();
    expect(within(card).getByText('29 févr. 2024')).toBeInTheDocument();
    const dashboard = within(card).getByRole('link', { name: /^Tableau de bord/ });
    expect(dashboard).toHaveAttribute('href', '/dashboard/feb24_126km');
    expect(dashboard).toHaveTextContent('Tableau de bord de February Trails, 126 km');
    const leaderboard = within(card).getByRole('link', { name: /^Classement/ });
    expect(leaderboard).toHaveAttribute('href', '/leaderboard/feb24_126km');
    expect(leaderboard).toHaveTextContent('Classement de February Trails, 126 km');
  });

  it('points a newcomer to a first challenge', () => {
    vi.mocked(useUserDoc).mockReturnValue(success<UserDoc | null>(null));
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenue!');
    expect(screen.getByText('Vous n’avez encore rejoint aucun défi.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Joignez-vous à La Grande Course du Canada' }),
    ).toHaveAttribute('href', '/register/thebigcanadarun2025');
  });
});
