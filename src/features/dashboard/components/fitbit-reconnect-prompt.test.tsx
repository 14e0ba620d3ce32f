import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import { FitbitReconnectPrompt, leaveForConsent } from './fitbit-reconnect-prompt';

const startAuthorization = vi.fn();
vi.mock('../../trackers', () => ({
  startAuthorization: (...args: unknown[]) => startAuthorization(...args),
}));

beforeEach(async () => {
  startAuthorization.mockReset();
  await loadCataloguePart('dashboard', {
    en: () => import('../../../locales/en/dashboard.po'),
    fr: () => import('../../../locales/fr/dashboard.po'),
  });
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the dashboard prompt to reconnect Fitbit (docs/trackers.md)', () => {
  it('says why, that her kilometres stay, and starts the new connect in one click', async () => {
    startAuthorization.mockResolvedValue('https://accounts.google.com/o/oauth2/v2/auth?x=1');
    const assign = vi.spyOn(leaveForConsent, 'assign').mockImplementation(() => undefined);
    render(<FitbitReconnectPrompt />);
    expect(screen.getByTestId('fitbit-reconnect')).toHaveTextContent(
      'Fitbit has moved its connections to Google: your activities are no longer imported until you reconnect Fitbit. Every kilometre already counted stays counted.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect Fitbit' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'),
    );
    expect(startAuthorization).toHaveBeenCalledWith('fitbit', window.location.origin);
  });

  it('says so when the connect cannot start, and stays to press again', async () => {
    startAuthorization.mockRejectedValue(new Error('offline'));
    render(<FitbitReconnectPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect Fitbit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach Fitbit. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Reconnect Fitbit' })).toBeEnabled();
  });

  it('is in French for a participant who reads French', async () => {
    await act(() => activateLanguage('fr'));
    render(<FitbitReconnectPrompt />);
    expect(screen.getByRole('button', { name: 'Reconnecter Fitbit' })).toBeInTheDocument();
    expect(screen.getByTestId('fitbit-reconnect')).toHaveTextContent(
      'Chaque kilomètre déjà compté le reste.',
    );
  });
});
