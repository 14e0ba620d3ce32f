import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setGarminDataType, setPostingToggle } from '../api/device-settings';
import { DeviceControl } from './device-control';

const SETTING_FAILED_MESSAGE =
  "We couldn't save that setting. Check your connection and try again.";

vi.mock('../api/device-settings', () => ({
  setGarminDataType: vi.fn(),
  setPostingToggle: vi.fn(),
}));

function renderControl(device: 'none' | 'strava' | 'garmin', garminStored?: string) {
  render(
    <MemoryRouter>
      <DeviceControl
        uid="u1"
        legId="price_a"
        device={device}
        postingOn={false}
        garminStored={garminStored}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(setPostingToggle).mockReset().mockResolvedValue();
  vi.mocked(setGarminDataType).mockReset().mockResolvedValue();
});

describe('DeviceControl (docs/product.md §P2)', () => {
  it('without a device links to /account', () => {
    renderControl('none');
    expect(screen.getByRole('link', { name: 'Connect a fitness tracker' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('flips the per-race posting toggle, and says so when it fails', async () => {
    vi.mocked(setPostingToggle).mockRejectedValue(new Error('unavailable'));
    renderControl('strava');
    fireEvent.click(
      screen.getByRole('switch', { name: 'Post my Strava activities to this challenge' }),
    );
    expect(setPostingToggle).toHaveBeenCalledWith('u1', 'price_a', true);
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTING_FAILED_MESSAGE);
  });

  it("shows Garmin's Save only when the choice differs from the stored one", () => {
    renderControl('garmin', 'activities');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Garmin data to count'), { target: { value: 'steps' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(setGarminDataType).toHaveBeenCalledWith('u1', 'steps');
    fireEvent.change(screen.getByLabelText('Garmin data to count'), {
      target: { value: 'activities' },
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
