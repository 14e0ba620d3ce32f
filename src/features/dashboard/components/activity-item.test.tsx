import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Activity } from '../logic/activity-row';
import { ActivityItem } from './activity-item';

const DELETE_FAILED_MESSAGE =
  "We couldn't delete this activity, so it is back in your list. Check your connection and try again.";

const activity: Activity = {
  key: '1738600000000_2025-02-03',
  day: '2025-02-03',
  distance: 5.5,
  duration: { hours: 0, minutes: 33, seconds: 0 },
  source: 'manual',
};

function renderItem(onDelete: (a: Activity) => Promise<void>, waiting = false) {
  render(
    <ul>
      <ActivityItem activity={activity} waiting={waiting} onDelete={onDelete} />
    </ul>,
  );
}

describe('ActivityItem (docs/product.md §P2)', () => {
  it('shows date, km, duration, pace and source', () => {
    renderItem(vi.fn());
    const item = screen.getByTestId('activity');
    expect(item).toHaveTextContent('Feb 3, 2025 · 5.50 Km');
    expect(item).toHaveTextContent('0:33:00 · 6:00 /km · Manual');
    expect(screen.queryByTestId('waiting-to-sync')).toBeNull();
  });

  it('marks an activity waiting to sync', () => {
    renderItem(vi.fn(), true);
    expect(screen.getByTestId('waiting-to-sync')).toHaveTextContent('Waiting to sync');
  });

  it("turns the trash icon into 'Delete?' with Y and N; N keeps it", () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderItem(onDelete);
    fireEvent.click(screen.getByRole('button', { name: /delete/ }));
    expect(screen.getByText('Delete?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'N' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /delete/ })).toBeInTheDocument();
  });

  it('Y deletes; a failed delete says so', async () => {
    const onDelete = vi.fn(() => Promise.reject(new Error('permission-denied')));
    renderItem(onDelete);
    fireEvent.click(screen.getByRole('button', { name: /delete/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Y' }));
    expect(onDelete).toHaveBeenCalledWith(activity);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_FAILED_MESSAGE);
  });
});
