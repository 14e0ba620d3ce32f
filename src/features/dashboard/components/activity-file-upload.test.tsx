/**
 * 'Upload a file' (docs/activity-files.md) with the real readers, loaded on the first file as in
 * the app: what was found is shown, nothing is written before 'Add this activity', which hands
 * the entry to the same `onSave` the manual form's write takes (its value an ActivityValue, under
 * the file's key); a refusal is said under the button and nothing is written.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityValue } from '../logic/activity-form';
import type { Activity } from '../logic/activity-row';
import { ActivityFileUpload } from './activity-file-upload';

const bounds = { min: '2026-06-01', max: '2026-06-30' };

/** Degrees of latitude for `metres` along a meridian (the great circle the app measures with). */
const latFor = (metres: number) => ((metres / 6371000) * 180) / Math.PI;

/** A GPX run north along a meridian: `metres` in `seconds`, a point every 10 m, times in UTC-4. */
function gpx(metres: number, seconds: number, withTimes = true): string {
  const start = Date.parse('2026-06-10T19:30:00-04:00');
  const count = Math.round(metres / 10);
  const points = Array.from({ length: count + 1 }, (_, i) => {
    const time = new Date(start + (i * seconds * 1000) / count).toISOString();
    return `<trkpt lat="${(45 + latFor(i * 10)).toFixed(9)}" lon="-75.7">${
      withTimes ? `<time>${time.replace('Z', '+00:00')}</time>` : ''
    }</trkpt>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
<trk><type>running</type><trkseg>
${points}
</trkseg></trk></gpx>`;
}

function setup(activities: readonly Activity[] = []) {
  const onSave = vi.fn<(key: string, value: ActivityValue) => void>();
  render(
    <MemoryRouter initialEntries={['/dashboard/leg']}>
      <ActivityFileUpload bounds={bounds} sport="foot" activities={activities} onSave={onSave} />
    </MemoryRouter>,
  );
  const pick = (name: string, text: string) =>
    fireEvent.change(screen.getByLabelText('GPX, TCX or FIT file of your activity'), {
      target: { files: [new File([text], name, { type: 'application/gpx+xml' })] },
    });
  return { onSave, pick };
}

describe('ActivityFileUpload', () => {
  it('shows what the file holds and writes it only on Add this activity, as a manual entry under the file key', async () => {
    const { onSave, pick } = setup();
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeEnabled();
    pick('run.gpx', gpx(5000, 1500));

    const preview = await screen.findByTestId('activity-file-preview', {}, { timeout: 10_000 });
    expect(within(preview).getByTestId('file-km')).toHaveTextContent('5.00 Km');
    expect(within(preview).getByTestId('file-moving')).toHaveTextContent('0:25:00');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add this activity' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [key, value] = onSave.mock.calls[0]!;
    expect(key).toMatch(/^File_[0-9a-f]{32}$/);
    expect(value).toEqual({
      day: '2026-06-10',
      distance: 5,
      duration: { hours: 0, minutes: 25, seconds: 0 },
    });
    expect(screen.getByText('Activity added.')).toBeInTheDocument();
    expect(screen.queryByTestId('activity-file-preview')).toBeNull();
  });

  it('refuses a file without times at the button and writes nothing', async () => {
    const { onSave, pick } = setup();
    pick('route.gpx', gpx(5000, 1500, false));
    const refused = await screen.findByTestId('activity-file-refused', {}, { timeout: 10_000 });
    expect(refused).toHaveAttribute('role', 'alert');
    expect(refused).toHaveTextContent(/^This file has no time in it/);
    expect(screen.queryByRole('button', { name: 'Add this activity' })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses the same file again once its entry is in her row', async () => {
    const first = setup();
    first.pick('run.gpx', gpx(3000, 1200));
    await screen.findByTestId('activity-file-preview', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add this activity' }));
    const [key, value] = first.onSave.mock.calls[0]!;

    // Her row, once the entry has landed: the same file, picked again, is the same key.
    const counted: Activity = {
      key,
      day: value.day,
      distance: value.distance,
      duration: value.duration,
      source: 'file',
    };
    document.body.innerHTML = '';
    const again = setup([counted]);
    again.pick('run-again.gpx', gpx(3000, 1200));
    await waitFor(
      () =>
        expect(screen.getByTestId('activity-file-refused')).toHaveTextContent(
          'This activity is already counted.',
        ),
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('button', { name: 'Add this activity' })).toBeNull();
    expect(again.onSave).not.toHaveBeenCalled();
  });

  it('reads a file picked after a refusal afresh', async () => {
    const { onSave, pick } = setup();
    pick('route.gpx', gpx(2000, 600, false));
    await screen.findByTestId('activity-file-refused', {}, { timeout: 10_000 });
    pick('run.gpx', gpx(2000, 600));
    await screen.findByTestId('activity-file-preview', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('activity-file-refused')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
