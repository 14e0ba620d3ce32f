import { i18n, type MessageDescriptor } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedDevice } from '../../../contract/linked-device';
import { exchangeOAuth2Code } from '../api/oauth2-exchange';
import { GARMIN_TEXTS } from '../logic/garmin-return';
import { RETRY_HINT } from './exchange-failure';
import { callableError, renderReturnScreen, trackerStatus } from './return-screen-test-kit';
import { GarminReturn } from './tracker-return-screen';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/oauth2-exchange', () => ({ exchangeOAuth2Code: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const exchange = vi.mocked(exchangeOAuth2Code);
let n = 0;
const nextToken = () => `garmin-token-${(n += 1)}`;

function page(search: string, device: LinkedDevice | 'loading') {
  return renderReturnScreen((d) => <GarminReturn search={search} device={d} />, device);
}

const status = trackerStatus;

beforeEach(() => {
  exchange.mockReset();
});

describe('GarminReturn (docs/product.md §P2 Tracker return pages, §P4, §P5)', () => {
  it("'Connecting with garmin' while the token is exchanged once, then connected with Go back home", async () => {
    let answer: (message: string) => void = () => undefined;
    exchange.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const token = nextToken();
    const { setDevice } = page(`?state=${token}&code=v1`, 'loading');
    expect(status()).toHaveTextContent(say(GARMIN_TEXTS.loading));
    setDevice('none');
    expect(status()).toHaveTextContent(say(GARMIN_TEXTS.connecting));
    expect(exchange).toHaveBeenCalledWith('garmin', 'v1', token);
    answer('connected');
    await waitFor(() => expect(status()).toHaveTextContent(say(GARMIN_TEXTS.connected)));
    setDevice('garmin');
    expect(status()).toHaveTextContent(say(GARMIN_TEXTS.connected));
    expect(screen.getByText(say(GARMIN_TEXTS.reminder))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it.each(['?error=access_denied&state=t', '?state=t', '?state=t&code=', '?state=t&code=null'])(
    "%s: 'User denied request', without calling",
    (search) => {
      page(search, 'none');
      expect(status()).toHaveTextContent(say(GARMIN_TEXTS.denied));
      expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
        'href',
        '/account',
      );
      expect(exchange).not.toHaveBeenCalled();
    },
  );

  it('a device already linked is said with a link to the account page, without calling', () => {
    page(`?state=${nextToken()}&code=v1`, 'strava');
    expect(status()).toHaveTextContent('Your account is already connected to Strava.');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a failed call says so with Retry and the account page; Retry calls again', async () => {
    exchange
      .mockRejectedValueOnce(callableError('functions/deadline-exceeded', 'deadline-exceeded'))
      .mockResolvedValueOnce('ok');
    page(`?state=${nextToken()}&code=v1`, 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent(say(RETRY_HINT));
    expect(status()).toHaveTextContent(say(GARMIN_TEXTS.failed));
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent(say(GARMIN_TEXTS.connected)));
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('a refused exchange: one way back to the account page, no Retry', async () => {
    exchange.mockRejectedValue(
      callableError(
        'functions/failed-precondition',
        'the server’s own words',
        'authorizationExpired',
      ),
    );
    page(`?state=${nextToken()}&code=v1`, 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Garmin authorization has expired; please connect again.',
    );
    expect(screen.getAllByRole('link', { name: 'Go to my account' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
