import { i18n, type MessageDescriptor } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CORRECTION_MESSAGES } from '../../../contract/address-correction';
import { parseSubscribedRace } from '../../../contract/docs/user';
import { MEDALS_SHIPPED_NOTE, RegistrationAddress } from './registration-address';
import { OTTAWA } from '../../../contract/test-support/address-fixture';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/correct-shipping-address', () => ({ correctShippingAddress: vi.fn() }));

const race = (shippingAddress?: unknown) =>
  parseSubscribedRace('price_tbcr25_1000km', {
    raceInfo: { name: 'The Big Canada Run 2025' },
    ...(shippingAddress ? { shippingAddress } : {}),
  });
const NOW = new Date('2025-09-01T12:00:00Z');

const value = (label: string) => {
  const rows = screen.getByTestId('shipping-address-price_tbcr25_1000km');
  return within(rows).getByText(label).nextElementSibling?.textContent;
};

describe('RegistrationAddress (docs/security.md item 63)', () => {
  it("shows the registration's own address under the account page's labels, with a Correct control before medals ship", () => {
    render(
      <RegistrationAddress
        race={race(OTTAWA)}
        medalsShipAt={new Date('2025-10-15T00:00:00Z')}
        now={NOW}
      />,
    );
    expect(screen.getByText('Avery Tremblay')).toBeInTheDocument();
    expect(value('Address')).toBe('150 Elgin Street');
    expect(value('City')).toBe('Ottawa');
    expect(value('Province')).toBe('ON');
    expect(value('Zip Code')).toBe('K1P 1J1');
    expect(value('Country')).toBe('Canada');
    expect(value('Phone Number')).toBe('613-555-0142');
    expect(
      screen.getByRole('button', { name: 'Correct address for The Big Canada Run 2025' }),
    ).toHaveTextContent('Correct address');
  });

  it('keeps the Correct control while the shipping date is unknown or not set', () => {
    const { rerender } = render(
      <RegistrationAddress race={race(OTTAWA)} medalsShipAt={undefined} now={NOW} />,
    );
    expect(screen.getByRole('button', { name: /Correct address/ })).toBeInTheDocument();
    rerender(<RegistrationAddress race={race(OTTAWA)} medalsShipAt={null} now={NOW} />);
    expect(screen.getByRole('button', { name: /Correct address/ })).toBeInTheDocument();
  });

  it('offers no correction once medals have shipped', () => {
    render(
      <RegistrationAddress
        race={race(OTTAWA)}
        medalsShipAt={new Date('2025-08-15T00:00:00Z')}
        now={NOW}
      />,
    );
    expect(screen.queryByRole('button', { name: /Correct address/ })).not.toBeInTheDocument();
    expect(screen.getByText(say(MEDALS_SHIPPED_NOTE))).toBeInTheDocument();
    expect(value('City')).toBe('Ottawa');
  });

  it('sends a registration without a kept address to support', () => {
    render(<RegistrationAddress race={race()} medalsShipAt={null} now={NOW} />);
    expect(screen.getByText(CORRECTION_MESSAGES.noAddress)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Correct address/ })).not.toBeInTheDocument();
  });

  it('opens the correction filled with the address; Cancel closes it and gives focus back', async () => {
    render(<RegistrationAddress race={race(OTTAWA)} medalsShipAt={null} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: /Correct address/ }));
    const form = screen.getByRole('form', {
      name: 'Correct the shipping address for The Big Canada Run 2025',
    });
    expect(within(form).getByLabelText('Address')).toHaveValue('150 Elgin Street');
    expect(within(form).getByLabelText('Postal code')).toHaveValue('K1P 1J1');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Correct address/ })).toHaveFocus(),
    );
  });
});
