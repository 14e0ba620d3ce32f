import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseActivityRow, type Activity } from '../logic/activity-row';
import { ActivityFeed } from './activity-feed';

const DUPLICATE_FAILED_MESSAGE =
  "We couldn't save your choice. Check your connection and try again.";

const at = (iso: string, distance: number) => ({
  date: new Date(iso),
  distance,
  distanceType: 'Km',
  duration: { hours: 0, minutes: 50, seconds: 0 },
});
// A manual 10 km on Feb 3, the same run from Strava (10.2 km), a Fitbit walk on Feb 2.
const ROW = parseActivityRow({
  times: {
    '1738600000000_2025-02-03': at('2025-02-03T12:00:00.000Z', 10),
    S_13579: at('2025-02-03T14:05:00.000Z', 10.2),
    Fit_2468: at('2025-02-02T15:00:00.000Z', 4),
  },
});

function feed(
  activities: readonly Activity[],
  kept: Record<string, string> = {},
  handlers: Partial<{ onDelete: () => Promise<void>; onKeepBoth: () => Promise<void> }> = {},
) {
  const onDelete = vi.fn(handlers.onDelete ?? (() => Promise.resolve()));
  const onKeepBoth = vi.fn(handlers.onKeepBoth ?? (() => Promise.resolve()));
  render(
    <ActivityFeed
      activities={activities}
      keptDuplicates={kept}
      waiting={new Set()}
      rowWaiting={false}
      onDelete={onDelete}
      onKeepBoth={onKeepBoth}
    />,
  );
  return { onDelete, onKeepBoth };
}

const item = (key: string) =>
  screen.getAllByTestId('activity').find((el) => el.dataset.key === key)!;

describe('ActivityFeed: sources and Strava (docs/product.md §P2, Strava brand rules)', () => {
  it("shows each activity's source; an imported Strava activity links 'View on Strava' to its page", () => {
    feed(ROW.activities);
    expect(within(item('S_13579')).getByTestId('activity-source')).toHaveTextContent('Strava');
    expect(within(item('Fit_2468')).getByTestId('activity-source')).toHaveTextContent('Fitbit');
    expect(
      within(item('1738600000000_2025-02-03')).getByTestId('activity-source'),
    ).toHaveTextContent('Manual');
    const link = within(item('S_13579')).getByRole('link', { name: 'View on Strava' });
    expect(link).toHaveAttribute('href', 'https://www.strava.com/activities/13579');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('link', { name: 'View on Strava' })).toHaveLength(1);
  });

  it("shows 'Powered by Strava' only while Strava data shows", () => {
    feed(ROW.activities);
    expect(screen.getByRole('img', { name: 'Powered by Strava' })).toHaveAttribute(
      'src',
      '/images/powered-by-strava.svg',
    );
  });

  it("has no 'Powered by Strava' without Strava activities", () => {
    feed(ROW.activities.filter((a) => a.source !== 'strava'));
    expect(screen.queryByRole('img', { name: 'Powered by Strava' })).toBeNull();
  });
});

describe('ActivityFeed: possible duplicates (beyond the spec)', () => {
  it('asks about the manual entry and the Strava run of the same day; Keep both saves the pair', async () => {
    const { onKeepBoth, onDelete } = feed(ROW.activities);
    const notice = screen.getByRole('region', { name: 'Possible duplicates' });
    expect(within(notice).getAllByTestId('duplicate')).toHaveLength(1);
    expect(notice).toHaveTextContent(
      'your manual entry of Feb 3, 2025 (10.00 Km) and the Strava activity of the same day (10.20 Km)',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Keep both' }));
    expect(onKeepBoth).toHaveBeenCalledWith(
      expect.objectContaining({ key: '1738600000000_2025-02-03' }),
      expect.objectContaining({ key: 'S_13579' }),
    );
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("'Remove the manual entry' goes through the feed's delete", async () => {
    const { onDelete, onKeepBoth } = feed(ROW.activities);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the manual entry' }));
    expect(onDelete).toHaveBeenCalledWith(
      expect.objectContaining({ key: '1738600000000_2025-02-03', source: 'manual' }),
    );
    expect(onKeepBoth).not.toHaveBeenCalled();
  });

  it('a failed choice says so and stays to press again', async () => {
    const { onKeepBoth } = feed(
      ROW.activities,
      {},
      { onKeepBoth: () => Promise.reject(new Error('unavailable')) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep both' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DUPLICATE_FAILED_MESSAGE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep both' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Keep both' }));
    expect(onKeepBoth).toHaveBeenCalledTimes(2);
  });

  it('asks nothing about a pair already kept', () => {
    feed(ROW.activities, { '1738600000000_2025-02-03': 'S_13579' });
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull();
  });
});
