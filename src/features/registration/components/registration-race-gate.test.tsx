import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { subscribeRaceByUrl } from '../api/catalogue';
import type { RaceProduct } from '../api/catalogue-models';
import { useRegistrationRace } from '../hooks/registration-race-context';
import { RACE } from '../test-support/fixtures';
import { RegistrationRaceGate } from './registration-race-gate';

vi.mock('../api/catalogue', () => ({ subscribeRaceByUrl: vi.fn() }));

function Look() {
  const look = useRegistrationRace();
  return <p>banner {look.banner ?? 'none'}</p>;
}

function renderAt(race: RaceProduct | undefined) {
  vi.mocked(subscribeRaceByUrl).mockReturnValue((next) => {
    next(race);
    return () => undefined;
  });
  const router = createMemoryRouter(
    [
      {
        path: '/register/:raceUrl',
        element: <RegistrationRaceGate />,
        children: [{ index: true, element: <Look /> }],
      },
      { path: '/404', element: <p>not found</p> },
    ],
    { initialEntries: ['/register/thebigcanadarun2025'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RegistrationRaceGate', () => {
  it('provides the race look (checkout banner and backgrounds) below it', async () => {
    renderAt({ ...RACE, metadata: { ...RACE.metadata, checkoutBanner: '/images/banner.svg' } });
    expect(await screen.findByText('banner /images/banner.svg')).toBeInTheDocument();
    expect(subscribeRaceByUrl).toHaveBeenCalledWith('thebigcanadarun2025');
  });

  it.each([
    ['unknown', undefined],
    ['inactive', { ...RACE, active: false }],
    ['not a race', { ...RACE, type: 'product' as const }],
  ])('sends an %s race to /404', async (_label, race) => {
    renderAt(race);
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
