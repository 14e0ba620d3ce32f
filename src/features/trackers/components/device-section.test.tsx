import { i18n, type MessageDescriptor } from '@lingui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedDevice } from '../../../contract/linked-device';
import { disconnectTracker } from '../api/disconnect-tracker';
import { requestGarminToken } from '../api/garmin-request-token';
import { DeviceSection, GARMIN_FAILED, leaveFor } from './device-section';
import { disconnectFailed, disconnectQuestion } from './disconnect-control';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/garmin-request-token', () => ({ requestGarminToken: vi.fn() }));
vi.mock('../api/disconnect-tracker', () => ({ disconnectTracker: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

// The component tests run on .env.emulators: the connect links go to the local stand-in.
const STAND_IN = String(import.meta.env.VITE_STRAVA_AUTHORIZE_URL).replace(
  /\/strava\/oauth\/authorize$/,
  '',
);
const ORIGIN = 'http://localhost:4173';
const disconnect = vi.mocked(disconnectTracker);
const garminToken = vi.mocked(requestGarminToken);
const params = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams);

function section(device: LinkedDevice) {
  const view = render(<DeviceSection device={device} origin={ORIGIN} />);
  return {
    setDevice: (d: LinkedDevice) => view.rerender(<DeviceSection device={d} origin={ORIGIN} />),
  };
}

beforeEach(() => {
  disconnect.mockReset();
  garminToken.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('DeviceSection: connecting (spec 02 §2 Account page, §7)', () => {
  it('without a device links Fitbit to the configured authorize page', () => {
    section('none');
    expect(screen.getByTestId('connected-device')).toHaveTextContent('None');
    const fitbit = screen.getByRole('link', { name: 'Connect Fitbit' }).getAttribute('href');
    expect(fitbit?.startsWith(`${STAND_IN}/fitbit/oauth2/authorize?`)).toBe(true);
    expect(params(fitbit)).toEqual({
      response_type: 'code',
      client_id: 'DEMO00',
      redirect_uri: `${ORIGIN}/fitbitAuth`,
      scope: 'activity',
    });
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

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

  it("asks the server for Garmin's request token, then goes to the configured confirm page with it", async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    garminToken.mockResolvedValue('request-token-1');
    section('none');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Garmin' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `${STAND_IN}/garmin/oauthConfirm?oauth_token=request-token-1`,
      ),
    );
  });

  it('says so when the Garmin request token fails, and lets the participant press again', async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    garminToken.mockRejectedValue(new Error('Garmin returned no temporary token.'));
    section('none');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Garmin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say(GARMIN_FAILED));
    expect(screen.getByRole('button', { name: 'Connect Garmin' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('DeviceSection: disconnecting (beyond the spec)', () => {
  it('names the device; Disconnect asks first (imported activities stay), Cancel goes back with focus', async () => {
    section('strava');
    expect(screen.getByTestId('connected-device')).toHaveTextContent('Strava');
    expect(screen.queryByRole('link', { name: 'Connect Fitbit' })).toBeNull();
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
    expect(screen.getByRole('link', { name: 'Connect Fitbit' })).toBeInTheDocument();
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
