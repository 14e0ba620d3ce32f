import { i18n, type MessageDescriptor } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedDevice } from '../../../contract/linked-device';
import { exchangeStravaCode } from '../api/strava-exchange';
import { STRAVA_TEXTS } from '../logic/strava-return';
import { RESTART_HINT, RETRY_HINT } from './exchange-failure';
import { callableError, renderReturnScreen, trackerStatus } from './return-screen-test-kit';
import { StravaReturn } from './tracker-return-screen';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/strava-exchange', () => ({ exchangeStravaCode: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const exchange = vi.mocked(exchangeStravaCode);
// Each test its own code: an exchange runs once per code for the page's lifetime.
let n = 0;
const grant = () => `?state=&code=code-${(n += 1)}&scope=read,activity:read`;

function page(search: string, device: LinkedDevice | 'loading', strict = false) {
  return renderReturnScreen((d) => <StravaReturn search={search} device={d} />, device, strict);
}

const status = trackerStatus;

beforeEach(() => {
  exchange.mockReset();
});

describe('StravaReturn (docs/product.md §P2 Tracker return pages)', () => {
  it.each([
    ['?error=access_denied&state=', say(STRAVA_TEXTS.denied)],
    ['?state=&scope=read,activity:read', say(STRAVA_TEXTS.notFound)],
    ['?state=&code=abc', say(STRAVA_TEXTS.notFound)],
    ['?state=&code=abc&scope=read', say(STRAVA_TEXTS.insufficientScope)],
  ])('%s: %s, without calling the server', (search, text) => {
    page(search, 'none');
    expect(screen.getByRole('heading', { name: 'StravaConfirmation' })).toBeInTheDocument();
    expect(status()).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    expect(exchange).not.toHaveBeenCalled();
  });

  it("says 'Loading...' until the user document is read, then exchanges once and says connected", async () => {
    let answer: (status: 'connected') => void = () => undefined;
    exchange.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const search = grant();
    const { setDevice } = page(search, 'loading');
    expect(status()).toHaveTextContent(say(STRAVA_TEXTS.loading));
    expect(exchange).not.toHaveBeenCalled();
    setDevice('none');
    expect(status()).toHaveTextContent(say(STRAVA_TEXTS.connecting));
    answer('connected');
    await waitFor(() => expect(status()).toHaveTextContent(say(STRAVA_TEXTS.connected)));
    // The user document now shows Strava linked: still 'connected', not 'already connected'.
    setDevice('strava');
    expect(status()).toHaveTextContent(say(STRAVA_TEXTS.connected));
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith(
      new URLSearchParams(search).get('code'),
      'read,activity:read',
    );
  });

  it('says already connected when a provider id is present, without calling', () => {
    page(grant(), 'strava');
    expect(status()).toHaveTextContent(say(STRAVA_TEXTS.alreadyConnected));
    expect(exchange).not.toHaveBeenCalled();
  });

  it.each([
    ['alreadyConnected', say(STRAVA_TEXTS.alreadyConnected)],
    ['insufficientScope', say(STRAVA_TEXTS.insufficientScope)],
  ] as const)('shows the server answering %s', async (answer, text) => {
    exchange.mockResolvedValue(answer);
    page(grant(), 'none');
    await waitFor(() => expect(status()).toHaveTextContent(text));
  });

  it('runs the exchange once under StrictMode, and once across a remount', async () => {
    exchange.mockResolvedValue('connected');
    const search = grant();
    const first = page(search, 'none', true);
    await waitFor(() => expect(status()).toHaveTextContent(say(STRAVA_TEXTS.connected)));
    first.unmount();
    page(search, 'none', true);
    await waitFor(() => expect(status()).toHaveTextContent(say(STRAVA_TEXTS.connected)));
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('a failed call says so with Retry; Retry calls again', async () => {
    exchange
      .mockRejectedValueOnce(callableError('functions/unavailable', 'Strava could not be reached'))
      .mockResolvedValueOnce('connected');
    page(grant(), 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent(say(RETRY_HINT));
    expect(status()).toHaveTextContent(say(STRAVA_TEXTS.failed));
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent(say(STRAVA_TEXTS.connected)));
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a refused code shows the server's reason and the way back to the account page, no Retry", async () => {
    exchange.mockRejectedValue(
      callableError('functions/failed-precondition', 'the server’s own words', 'accountTaken'),
    );
    page(grant(), 'none');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This Strava account is already connected to another participant.',
    );
    expect(alert).toHaveTextContent(say(RESTART_HINT));
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a failed read of the user document offers Retry', async () => {
    const onRetryLoad = vi.fn();
    render(
      <MemoryRouter>
        <StravaReturn
          search={grant()}
          device="loading"
          loadError={new Error('unavailable')}
          onRetryLoad={onRetryLoad}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryLoad).toHaveBeenCalled();
    expect(exchange).not.toHaveBeenCalled();
  });
});
