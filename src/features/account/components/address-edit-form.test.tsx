import { i18n, type MessageDescriptor } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DETAILS_MESSAGES } from '../../registration';
import { saveAddress } from '../api/save-address';
import { detailsToForm } from '../logic/address-form';
import { AddressEditForm, SAVE_FAILED } from './address-edit-form';
import { OTTAWA } from '../../../contract/test-support/address-fixture';

// The English of a catalogue message (docs/i18n.md), as the screen shows it.
const say = (message: MessageDescriptor) => i18n._(message);

vi.mock('../api/save-address', () => ({ saveAddress: vi.fn() }));
vi.mock('../../../lib/report-error', () => ({ reportError: vi.fn() }));

const save = vi.mocked(saveAddress);
const AVERY = detailsToForm({ ...OTTAWA, lastModifiedAt: null });

beforeEach(() => {
  save.mockReset();
});

describe('AddressEditForm', () => {
  it("refuses a bad postal code with the field's message, focuses it, and writes nothing", async () => {
    const onDone = vi.fn();
    render(<AddressEditForm uid="demo-runner" initial={AVERY} onDone={onDone} />);
    const postal = screen.getByLabelText('Postal code');
    await userEvent.clear(postal);
    await userEvent.type(postal, 'K1P');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(DETAILS_MESSAGES.postalCodePattern)).toBeInTheDocument();
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('requires the fields step 1 requires', async () => {
    render(<AddressEditForm uid="u" initial={AVERY} onDone={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(DETAILS_MESSAGES.city)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the trimmed details and closes', async () => {
    save.mockResolvedValue(undefined);
    const onDone = vi.fn();
    render(<AddressEditForm uid="demo-runner" initial={AVERY} onDone={onDone} />);
    const address = screen.getByLabelText('Address');
    await userEvent.clear(address);
    await userEvent.type(address, '  111 Wellington Street ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith('demo-runner', {
      firstName: 'Avery',
      lastName: 'Tremblay',
      address: '111 Wellington Street',
      country: 'CA',
      state: 'ON',
      city: 'Ottawa',
      postalCode: 'K1P 1J1',
      phoneNumber: '613-555-0142',
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('keeps the form and says so when the save fails; Save again retries', async () => {
    save.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce(undefined);
    const onDone = vi.fn();
    render(<AddressEditForm uid="u" initial={AVERY} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say(SAVE_FAILED));
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onDone).toHaveBeenCalled();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
