import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushSubscriptionDoc } from '../../../contract/docs/push-subscription';
import { parseMailPreferences } from '../../../contract/mail-preferences';
import {
  saveDeviceKind,
  saveDeviceSubscription,
  saveAlsoByEmail,
  useDeviceSubscription,
  deleteDeviceSubscription,
} from '../api/push-subscriptions';
import {
  currentDevicePush,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
} from '../logic/push-device';
import { NotificationsSection } from './notifications-section';

vi.mock('../../../config/push-key', () => ({ vapidPublicKey: () => 'VAPID-KEY' }));
vi.mock('../api/push-subscriptions', () => ({
  useDeviceSubscription: vi.fn(),
  saveDeviceSubscription: vi.fn(),
  saveDeviceKind: vi.fn(),
  saveAlsoByEmail: vi.fn(),
  deleteDeviceSubscription: vi.fn(),
}));
vi.mock('../logic/push-device', () => ({
  pushSupport: vi.fn(),
  currentDevicePush: vi.fn(),
  subscribeDevice: vi.fn(),
  unsubscribeDevice: vi.fn(),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const DEVICE = {
  deviceId: 'd'.repeat(43),
  endpoint: 'https://fcm.googleapis.com/fcm/send/x',
  keys: { p256dh: 'P', auth: 'A' },
};
const STORED: PushSubscriptionDoc = {
  ...DEVICE,
  kinds: { milestones: true, cheers: true, notes: false, trackers: true },
  updatedAt: null,
};
const retry = () => undefined;
const NO_CHOICES = parseMailPreferences(undefined);

beforeEach(() => {
  vi.mocked(useDeviceSubscription).mockReturnValue({
    status: 'loading',
    data: undefined,
    error: null,
    retry,
  });
  vi.mocked(currentDevicePush).mockResolvedValue(null);
  for (const fn of [
    saveDeviceSubscription,
    saveDeviceKind,
    saveAlsoByEmail,
    deleteDeviceSubscription,
    unsubscribeDevice,
  ])
    vi.mocked(fn).mockReset().mockResolvedValue(undefined);
});

describe("the account page's Notifications", () => {
  it('says when this browser cannot show them, and offers nothing to turn on', () => {
    vi.mocked(pushSupport).mockReturnValue('unsupported');
    render(<NotificationsSection uid="u1" mailPreferences={NO_CHOICES} />);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('push-unsupported')).toHaveTextContent(
      'add this app to your Home Screen',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says they are blocked when she refused them in the browser', () => {
    vi.mocked(pushSupport).mockReturnValue('denied');
    render(<NotificationsSection uid="u1" mailPreferences={NO_CHOICES} />);
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
  });

  it('turns them on for this device with every kind, on her click', async () => {
    vi.mocked(pushSupport).mockReturnValue('default');
    vi.mocked(subscribeDevice).mockResolvedValue(DEVICE);
    render(<NotificationsSection uid="u1" mailPreferences={NO_CHOICES} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(subscribeDevice).toHaveBeenCalledWith('VAPID-KEY');
    expect(saveDeviceSubscription).toHaveBeenCalledWith('u1', DEVICE.deviceId, DEVICE, {
      milestones: true,
      cheers: true,
      notes: true,
      trackers: true,
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('writes nothing when she refuses the browser’s question', async () => {
    vi.mocked(pushSupport).mockReturnValueOnce('default').mockReturnValue('denied');
    vi.mocked(subscribeDevice).mockResolvedValue(null);
    render(<NotificationsSection uid="u1" mailPreferences={NO_CHOICES} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(saveDeviceSubscription).not.toHaveBeenCalled();
  });

  it('shows the stored kinds of this device, saves each change, and turns it off', async () => {
    vi.mocked(pushSupport).mockReturnValue('granted');
    vi.mocked(currentDevicePush).mockResolvedValue(DEVICE);
    vi.mocked(useDeviceSubscription).mockReturnValue({
      status: 'success',
      data: STORED,
      error: null,
      retry,
    });
    render(<NotificationsSection uid="u1" mailPreferences={NO_CHOICES} />);
    await waitFor(() =>
      expect(useDeviceSubscription).toHaveBeenLastCalledWith('u1', DEVICE.deviceId),
    );
    expect(screen.getByRole('checkbox', { name: 'My milestones and finish' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "My captain's notes" })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cheers on my team feed items' }));
    expect(saveDeviceKind).toHaveBeenCalledWith('u1', STORED, 'cheers', false);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Also send my milestone postcards by e-mail' }),
    );
    expect(saveAlsoByEmail).toHaveBeenCalledWith('u1', 'postcards', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also send my finisher e-mail' }));
    expect(saveAlsoByEmail).toHaveBeenCalledWith('u1', 'finish', true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn off notifications on this device' }),
    );
    expect(deleteDeviceSubscription).toHaveBeenCalledWith('u1', DEVICE.deviceId);
    expect(unsubscribeDevice).toHaveBeenCalled();
  });

  it('shows her stored "also by e-mail" choices, one per e-mail that has a push', () => {
    vi.mocked(pushSupport).mockReturnValue('granted');
    vi.mocked(useDeviceSubscription).mockReturnValue({
      status: 'success',
      data: STORED,
      error: null,
      retry,
    });
    render(
      <NotificationsSection
        uid="u1"
        mailPreferences={parseMailPreferences({ trackersWithPush: true })}
      />,
    );
    const group = screen.getByRole('group', {
      name: 'What you are told here is not also e-mailed, unless you ask:',
    });
    expect(group).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Also send the e-mails about tracker trouble' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Also send my finisher e-mail' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Also send my milestone postcards by e-mail' }),
    ).not.toBeChecked();
  });
});
