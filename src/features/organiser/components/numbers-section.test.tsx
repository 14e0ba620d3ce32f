import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RaceNumbersResult } from '../../../contract/callables/organiser-numbers';
import { useLegs } from '../api/organiser-legs';
import { raceNumbers } from '../api/race-numbers';
import { NumbersSection } from './numbers-section';
import { saveCsv } from './save-csv';

vi.mock('../api/organiser-legs', () => ({ useLegs: vi.fn() }));
vi.mock('../api/race-numbers', () => ({ raceNumbers: vi.fn() }));
vi.mock('./save-csv', () => ({ saveCsv: vi.fn() }));

const numbers = vi.mocked(raceNumbers);

const result: RaceNumbersResult = {
  days: ['2026-11-28', '2026-11-29'],
  legs: [
    {
      legId: 'price_run_100km',
      legName: '100 km Leg',
      registrations: 1234,
      complimentary: 2,
      perDay: [3, 4],
      payments: 1232,
      grossCents: 1_234_500,
      refundedCents: 2_500,
      active7Days: 800,
      finishers: 90,
      teams: [{ name: 'Maple', members: 12 }],
    },
  ],
};

beforeEach(() => {
  numbers.mockReset();
  vi.mocked(saveCsv).mockReset();
  vi.mocked(useLegs).mockReturnValue({
    status: 'success',
    data: [
      { legId: 'price_run_100km', name: 'Run', legName: '100 km Leg', end: null },
      { legId: 'price_run_200km', name: 'Run', legName: '200 km Leg', end: null },
      { legId: 'price_ride_50km', name: 'Ride', legName: '50 km Leg', end: null },
    ],
    error: null,
    retry: () => undefined,
  });
});

describe('NumbersSection', () => {
  it('asks for a race at its field, then shows the tables of its legs and downloads a CSV', async () => {
    numbers.mockResolvedValueOnce({ ok: true, data: result });
    render(<NumbersSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(screen.getByLabelText('Race')).toHaveAccessibleDescription('Choose a race.');
    expect(numbers).not.toHaveBeenCalled();

    const race = screen.getByLabelText('Race');
    expect(
      within(race)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a race', 'Run', 'Ride']);
    await user.selectOptions(race, 'Run');
    await user.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(numbers).toHaveBeenCalledWith({ legIds: ['price_run_100km', 'price_run_200km'] });

    const perDay = await screen.findByTestId('numbers-registrations');
    expect(
      within(perDay)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', '100 km Leg', 'Total']);
    expect(within(perDay).getAllByRole('row')[2]).toHaveTextContent('2026-11-2944');
    const amounts = screen.getByTestId('numbers-amounts');
    expect(amounts).toHaveTextContent('1,234');
    expect(amounts).toHaveTextContent('$12,345.00');
    expect(amounts).toHaveTextContent('$12,320.00');
    expect(screen.getByTestId('numbers-participants')).toHaveTextContent('800');
    expect(screen.getByTestId('numbers-teams')).toHaveTextContent('Maple');

    numbers.mockResolvedValueOnce({ ok: true, data: { ...result, csv: 'legId\r\n' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV: Amounts' }));
    expect(numbers).toHaveBeenLastCalledWith({
      legIds: ['price_run_100km', 'price_run_200km'],
      export: 'amounts',
    });
    expect(saveCsv).toHaveBeenCalledWith('legId\r\n', 'numbers-amounts-2026-11-29.csv');
  });

  it('says when the server cannot be reached', async () => {
    numbers.mockResolvedValueOnce({ ok: false, refusal: null, error: new Error('down') });
    render(<NumbersSection />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Race'), 'Ride');
    await user.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server just now. Please try again.',
    );
  });
});
