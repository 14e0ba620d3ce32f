import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n/activate';
import { RootBoundary } from './root-boundary';

vi.mock('../lib/report-error', () => ({ reportError: vi.fn() }));

function Broken(): never {
  throw new Error('render failed');
}

function renderFailure() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <RootBoundary>
        <Broken />
      </RootBoundary>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  await act(() => activateLanguage('en'));
  vi.restoreAllMocks();
});

describe('the error page (its texts from the catalogues)', () => {
  it('reads in English, with Try again and the way home', () => {
    renderFailure();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('This page could not be shown. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in French once French is active', async () => {
    await act(() => activateLanguage('fr'));
    renderFailure();
    expect(screen.getByRole('heading', { name: 'Un problème est survenu' })).toBeInTheDocument();
    expect(
      screen.getByText('Impossible d’afficher cette page. Vérifiez votre connexion et réessayez.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
