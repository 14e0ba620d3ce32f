import { i18n, type MessageDescriptor } from '@lingui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedDevice } from '../../../contract/linked-device';
import { disconnectTracker } from '../api/disconnect-tracker';
import { startAuthorization } from '../api/start-authorization';
import { DeviceSection } from './device-section';
import { connectFailed, leaveFor } from './oauth2-connect-button';
import { disconnectFailed, disconnectQuestion } from './disconnect-control';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/start-authorization', () => ({ startAuthorization: vi.fn() }));
vi.mock('../api/disconnect-tracker', () => ({ disconnectTracker: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

// The component tests run on .env.emulators: the connect links go to the local stand-in.
const STAND_IN = String(import.meta.env.VITE_STRAVA_AUTHORIZE_URL).replace(
  /\/strava\/oauth\/authorize$/,
  '',
);
const ORIGIN = 'http://localhost:4173';
const disconnect = vi.mocked(disconnectTracker);
const start = vi.mocked(startAuthorization);
const params = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams);

function section(device: LinkedDevice) {
  const view = render(<DeviceSection device={device} origin={ORIGIN} />);
  return {
    setDevice: (d: LinkedDevice) => view.rerender(<DeviceSection device={d} origin={ORIGIN} />),
  };
}

beforeEach(() => {
  disconnect.mockReset();
  start.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('DeviceSection: connecting (docs/product.md §P2 Account page, §P7)', () => {
  it.each([
    ['Fitbit', 'fitbit'],
    ['Garmin', 'garmin'],
  ] as const)(
    'without a device, Connect %s starts the authorization on the server, then goes to the page it answers',
    async (name, provider) => {
      const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
      start.mockResolvedValue(`https://provider.example/authorize?state=s-${provider}`);
      section('none');
      expect(screen.getByTestId('connected-device')).toHaveTextContent('None');
      expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: `Connect ${name}` }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith(
          `https://provider.example/authorize?state=s-${provider}`,
        ),
      );
      expect(start).toHaveBeenCalledWith(provider, ORIGIN);
    },
  );

  it("opens the Strava panel with the official 'Connect with Strava' button to the configured page", async () => {
    section('none');
    const toggle = screen.getByRole('button', { name: 'Connect Strava' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Connect with Strava' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/images/btn-strava-connect.svg');
    const href = link.getAttribute('href');
    expect(href?.startsWith(`${STAND_IN}/strava/oauth/authorize?`)).toBe(true);
    expect(params(href)).toEqual({
      client_id: '00000',
      response_type: 'code',
      redirect_uri: `${ORIGIN}/sconfirm`,
      approval_prompt: 'force',
      scope: 'activity:read',
      state: '',
    });
  });

  it('says so when starting fails, and lets the participant press again', async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    start
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce('https://p.example/a');
    section('none');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Garmin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say(connectFailed('Garmin')));
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Garmin' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://p.example/a'));
  });
});

describe('DeviceSection: disconnecting (beyond the spec)', () => {
  it('names the device; Disconnect asks first (imported activities stay), Cancel goes back with focus', async () => {
    section('strava');
    expect(screen.getByTestId('connected-device')).toHaveTextContent('Strava');
    expect(screen.queryByRole('button', { name: 'Connect Fitbit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(screen.getByText(say(disconnectQuestion('strava')))).toBeInTheDocument();
    expect(say(disconnectQuestion('strava'))).toContain('The activities already imported stay');
    expect(screen.getByRole('button', { name: 'Yes, disconnect Strava' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Disconnect' })).toHaveFocus();
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('confirmed, calls trackers-disconnect; the user document then shows the connect links again', async () => {
    let answer: (device: 'garmin') => void = () => undefined;
    disconnect.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { setDevice } = section('garmin');
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disconnect Garmin' }));
    expect(screen.getByRole('button', { name: 'Disconnecting...' })).toBeDisabled();
    expect(disconnect).toHaveBeenCalledTimes(1);
    await act(async () => answer('garmin'));
    setDevice('none');
    expect(screen.getByTestId('connected-device')).toHaveTextContent('None');
    expect(screen.getByRole('button', { name: 'Connect Fitbit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('a failed disconnect says so with Retry; Retry calls again', async () => {
    disconnect.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce('fitbit');
    section('fitbit');
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disconnect Fitbit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say(disconnectFailed('fitbit')));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument(),
    );
    expect(disconnect).toHaveBeenCalledTimes(2);
  });
});
