import { i18n, type MessageDescriptor } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkedDevice } from '../../../contract/linked-device';
import { exchangeOAuth2Code } from '../api/oauth2-exchange';
import { FITBIT_TEXTS } from '../logic/fitbit-return';
import { RETRY_HINT } from './exchange-failure';
import { callableError, renderReturnScreen, trackerStatus } from './return-screen-test-kit';
import { FitbitReturn } from './tracker-return-screen';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/oauth2-exchange', () => ({ exchangeOAuth2Code: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const exchange = vi.mocked(exchangeOAuth2Code);
let n = 0;
const nextCode = () => `fitbit-code-${(n += 1)}`;

function page(search: string, device: LinkedDevice | 'loading', uid = 'demo-runner') {
  return renderReturnScreen((d) => <FitbitReturn uid={uid} search={search} device={d} />, device);
}

const status = trackerStatus;

beforeEach(() => {
  exchange.mockReset();
});

describe('FitbitReturn (docs/product.md §P2 Tracker return pages, §P4, §P8)', () => {
  it("says 'Connecting...', exchanges the code once for the user, then says connected with the reminder and Go back home", async () => {
    let answer: (message: string) => void = () => undefined;
    exchange.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const code = nextCode();
    const { setDevice } = page(`?code=${code}&state=s-${code}`, 'loading');
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.connecting));
    setDevice('none');
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.connecting));
    expect(exchange).toHaveBeenCalledWith('fitbit', code, `s-${code}`);
    answer('Fitbit connected');
    await waitFor(() => expect(status()).toHaveTextContent(say(FITBIT_TEXTS.connected)));
    setDevice('fitbit');
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.connected));
    expect(screen.getByText(say(FITBIT_TEXTS.reminder))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('a denial says so, with the way back to the account page, without calling', () => {
    page('?error=access_denied&error_description=The+user+denied+the+request.', 'none');
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.denied));
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/account');
    expect(exchange).not.toHaveBeenCalled();
  });

  it("another Fitbit error: 'Something went wrong!', the error and Go back to the account page", () => {
    page('?error=invalid_request&error_description=Invalid+redirect_uri+parameter+value', 'none');
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.failed));
    expect(screen.getByTestId('tracker-error')).toHaveTextContent(
      'Invalid redirect_uri parameter value',
    );
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/account');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('no code: something went wrong, without calling', () => {
    page('', 'none');
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.failed));
    expect(screen.getByTestId('tracker-error')).toHaveTextContent(say(FITBIT_TEXTS.noCode));
    expect(exchange).not.toHaveBeenCalled();
  });

  it.each([
    ['fitbit', 'Your account is already connected to Fitbit.'],
    ['garmin', 'Your account is already connected to Garmin.'],
  ] as const)('a device already linked (%s) is said, without calling', (device, text) => {
    page(`?code=${nextCode()}&state=s1`, device);
    expect(status()).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/account');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a failed call: something went wrong, Retry calls again', async () => {
    exchange
      .mockRejectedValueOnce(callableError('functions/unavailable', 'unavailable'))
      .mockResolvedValueOnce('ok');
    page(`?code=${nextCode()}&state=s1`, 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent(say(RETRY_HINT));
    expect(status()).toHaveTextContent(say(FITBIT_TEXTS.failed));
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/account');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent(say(FITBIT_TEXTS.connected)));
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it("a refused code shows the server's reason, worded from its code, and the account page, no Retry", async () => {
    exchange.mockRejectedValue(
      callableError('functions/permission-denied', 'the server’s own words', 'notYourAccount'),
    );
    page(`?code=${nextCode()}&state=s1`, 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only connect Fitbit to your own account.',
    );
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
