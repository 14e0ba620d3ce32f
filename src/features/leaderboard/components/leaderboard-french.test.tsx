/**
 * The leaderboard in Canadian French (docs/i18n.md): the tabs, the team panel with its member
 * count as a plural, the floating row and fr-CA distances ('1 250,50 km'); English keeps the
 * spec's '1250.50 Km'.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import { FloatingOwnRow } from './floating-own-row';
import { StandingsTabs } from './standings-tabs';
import { TeamLeaderboard } from './team-leaderboard';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const row = {
  key: 'Maple',
  firstName: 'Maple',
  lastName: '',
  teamName: '',
  total: 1250.5,
  completedAt: null,
  days: {},
  members: 1,
};

beforeEach(async () => {
  // The leaderboard's part of the catalogue, as its route chunk loads it.
  await loadCataloguePart('leaderboard', {
    en: () => import('../../../locales/en/leaderboard.po'),
    fr: () => import('../../../locales/fr/leaderboard.po'),
  });
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the leaderboard in French', () => {
  it('names the tabs, the teams and their members in French, km the fr-CA way', async () => {
    await act(() => activateLanguage('fr'));
    render(
      <>
        <StandingsTabs tab="week" onChange={() => {}} panelId="p" />
        <TeamLeaderboard
          teams={[row, { ...row, key: 'Pine', firstName: 'Pine', members: 3, total: 2 }]}
          tab="total"
          today="2026-11-24"
          ownTeam="Maple"
        />
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Période du classement' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '7 derniers jours' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Aujourd’hui' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Équipes' })).toBeInTheDocument();
    const [maple, pine] = screen.getAllByRole('listitem');
    expect(plain(maple!.textContent)).toBe('1Maple (votre équipe)1 membre1 250,50 km');
    expect(plain(pine!.textContent)).toBe('2Pine3 membres2,00 km');
  });

  it('keeps the spec’s English figures in English', () => {
    render(<TeamLeaderboard teams={[row]} tab="total" today="2026-11-24" ownTeam="" />);
    expect(screen.getByRole('listitem')).toHaveTextContent('1Maple1 member1250.50 Km');
  });

  it('offers the floating row’s button in French', async () => {
    await act(() => activateLanguage('fr'));
    render(
      <FloatingOwnRow
        place="bottom"
        ranked={{ row: { ...row, firstName: 'Avery', lastName: 'T' }, rank: 44, distance: 12 }}
        onShowMe={() => {}}
        busy={false}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Votre position' })).toHaveTextContent(
      /^44Avery T12,00\skmMe montrer$/,
    );
  });
});
