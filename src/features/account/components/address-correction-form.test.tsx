import { i18n, type MessageDescriptor } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CORRECTION_MESSAGES } from '../../../contract/address-correction';
import { ADDRESS_MESSAGES } from '../../../contract/shipping-address';
import { correctShippingAddress } from '../api/correct-shipping-address';
import { AddressCorrectionForm, CORRECTION_FAILED } from './address-correction-form';
import { OTTAWA } from '../../../contract/test-support/address-fixture';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/correct-shipping-address', () => ({ correctShippingAddress: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const send = vi.mocked(correctShippingAddress);
const LEG = 'price_tbcr25_1000km';

beforeEach(() => {
  send.mockReset();
});

function renderForm(onDone = vi.fn()) {
  render(
    <AddressCorrectionForm
      legId={LEG}
      raceName="The Big Canada Run 2025"
      current={OTTAWA}
      onDone={onDone}
    />,
  );
  return onDone;
}

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  return input;
}

describe('AddressCorrectionForm (docs/security.md item 63)', () => {
  it("refuses a bad postal code with the form's message at the field, focuses it, and sends nothing", async () => {
    const onDone = renderForm();
    const postal = await retype('Postal code', 'K1P');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ADDRESS_MESSAGES.postalCodePattern)).toBeInTheDocument();
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a move abroad at the country field, naming support, and sends nothing', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    await userEvent.selectOptions(screen.getByLabelText('Province / State'), 'MA');
    await retype('City', 'Boston');
    await retype('Postal code', '02108');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CORRECTION_MESSAGES.zoneChange)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Country')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a correction within Canada, trimmed, for this registration, and closes', async () => {
    send.mockResolvedValue({ ok: true });
    const onDone = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Province / State'), 'NS');
    await retype('Address', ' 1 Spring Garden Road ');
    await retype('City', 'Halifax');
    await retype('Postal code', 'B3J 1A1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith({
      legId: LEG,
      address: {
        ...OTTAWA,
        address: '1 Spring Garden Road',
        state: 'NS',
        city: 'Halifax',
        postalCode: 'B3J 1A1',
      },
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's refusal at its field, or above the buttons when it has none, and keeps the form", async () => {
    send.mockResolvedValueOnce({
      ok: false,
      refusal: { code: 'phonePattern', field: 'phoneNumber' },
    });
    send.mockResolvedValueOnce({
      ok: false,
      refusal: { code: 'medalsShipped' },
    });
    const onDone = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.phonePattern)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CORRECTION_MESSAGES.medalsShipped);
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says so when the call fails, keeps what was typed, and Retry sends it again', async () => {
    send
      .mockResolvedValueOnce({ ok: false, refusal: null, error: new Error('unavailable') })
      .mockResolvedValueOnce({ ok: true });
    const onDone = renderForm();
    await retype('City', 'Kanata');
    await retype('Postal code', 'K2K 1X1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say(CORRECTION_FAILED));
    expect(screen.getByLabelText('City')).toHaveValue('Kanata');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({
      legId: LEG,
      address: { ...OTTAWA, city: 'Kanata', postalCode: 'K2K 1X1' },
    });
    expect(onDone).toHaveBeenCalled();
  });
});
