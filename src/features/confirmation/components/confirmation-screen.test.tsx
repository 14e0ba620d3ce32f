import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL } from '../../../config/contact';
import { trackPurchase } from '../../../lib/analytics';
import { reportError } from '../../../lib/report-error';
import type { LiveQuery } from '../../../lib/use-subscription';
import { parseUserDoc, type UserDoc } from '../../../contract/docs/user';
import { useConfirmationUserDoc, useLegLabels, useRaceLinks } from '../api/confirmation-data';
import type { RaceLinks } from '../api/race-product-models';
import { ConfirmationScreen } from './confirmation-screen';

vi.mock('../api/confirmation-data', () => ({
  useConfirmationUserDoc: vi.fn(),
  useRaceLinks: vi.fn(),
  useLegLabels: vi.fn(),
}));
vi.mock('../../../lib/auth-context', () => ({
  useAuth: () => ({ status: 'signedIn', user: { uid: 'demo-runner' } }),
}));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));
vi.mock('../../../lib/analytics', () => ({ trackPurchase: vi.fn(() => true) }));

const userDocMock = vi.mocked(useConfirmationUserDoc);
const linksMock = vi.mocked(useRaceLinks);
const labelsMock = vi.mocked(useLegLabels);
const trackMock = vi.mocked(trackPurchase);
const retry = vi.fn();

const loading = { status: 'loading', data: undefined, error: null, retry } as const;
const success = <T,>(data: T): LiveQuery<T> => ({ status: 'success', data, error: null, retry });
const failed = {
  status: 'error',
  data: undefined,
  error: new Error('unavailable'),
  retry,
} as const;

const LINKS: RaceLinks = {
  bibLink: 'https://example.com/bibs/tbcr2025.pdf',
  fbLink: 'https://www.facebook.com/groups/demo',
};

function maya(
  extra: Record<string, unknown> = {},
  details: Record<string, unknown> | null = { firstName: 'maya' },
): UserDoc {
  return parseUserDoc({
    ...(details ? { details } : {}),
    subscribedRaces: {
      price_tbcr25_1000km: {
        raceId: 'prod_tbcr2025',
        legId: 'price_tbcr25_1000km',
        raceInfo: { name: 'The Big Canada Run 2025', legName: '1,000 km Leg', distance: 1000 },
        bibNumber: 42,
        teamName: 'noTeam',
        giftCodes: { GIFTB2: 'price_tbcr25_250km', GIFTA1: 'price_tbcr25_1000km' },
        ...extra,
      },
    },
  });
}

function renderScreen(raceKey = 'thebigcanadarun2025', raceParam: string | null = 'tbcr25_1000km') {
  return render(
    <MemoryRouter>
      <ConfirmationScreen raceKey={raceKey} raceParam={raceParam} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  trackMock.mockReturnValue(true);
  userDocMock.mockReturnValue(success<UserDoc | null>(maya()));
  linksMock.mockReturnValue(success(LINKS));
  labelsMock.mockReturnValue(
    success({ price_tbcr25_1000km: '1,000 km Leg', price_tbcr25_250km: '250 km Leg' }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ConfirmationScreen: before the registration shows', () => {
  it.each([
    ['missing', null],
    ['empty', ''],
    ['invalid', '../x'],
  ])('explains a %s race parameter and links home', (_name, raceParam) => {
    renderScreen('thebigcanadarun2025', raceParam);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'does not say which challenge you registered for',
    );
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(userDocMock).toHaveBeenCalledWith(null);
    expect(trackMock).not.toHaveBeenCalled();
  });

  it.each([
    ['while the listener loads', loading],
    ['while the user document does not exist', success<UserDoc | null>(null)],
    [
      'until the entry is provisioned',
      success<UserDoc | null>(parseUserDoc({ details: { firstName: 'maya' } })),
    ],
  ])('shows the confirming status %s', (_name, state) => {
    userDocMock.mockReturnValue(state);
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your registration…');
    expect(userDocMock).toHaveBeenCalledWith('demo-runner');
    expect(screen.queryByText(/You are In!/)).not.toBeInTheDocument();
    expect(trackMock).not.toHaveBeenCalled();
  });

  it('adds a friendly note after 45 s and keeps waiting', () => {
    vi.useFakeTimers();
    userDocMock.mockReturnValue(loading);
    renderScreen();
    act(() => vi.advanceTimersByTime(44_999));
    expect(screen.queryByTestId('slow-confirmation')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const note = screen.getByTestId('slow-confirmation');
    expect(note).toHaveTextContent('Your payment is being confirmed. It can take a minute');
    expect(within(note).getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    expect(within(note).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your registration…');
  });

  it('shows the registration as soon as it appears, and tracks the purchase once', () => {
    userDocMock.mockReturnValue(loading);
    const { rerender } = renderScreen();
    userDocMock.mockReturnValue(success<UserDoc | null>(maya()));
    rerender(
      <MemoryRouter>
        <ConfirmationScreen raceKey="thebigcanadarun2025" raceParam="tbcr25_1000km" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maya, You are In!');
    rerender(
      <MemoryRouter>
        <ConfirmationScreen raceKey="thebigcanadarun2025" raceParam="tbcr25_1000km" />
      </MemoryRouter>,
    );
    expect(trackMock).toHaveBeenCalledTimes(1);
    expect(trackMock).toHaveBeenCalledWith({ uid: 'demo-runner', legId: 'price_tbcr25_1000km' });
  });

  it('shows a listener error with Retry, and reports it', async () => {
    userDocMock.mockReturnValue(failed);
    renderScreen();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your registration");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(
      failed.error,
      expect.objectContaining({ legId: 'price_tbcr25_1000km' }),
    );
  });
});
