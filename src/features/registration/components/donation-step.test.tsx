import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationData } from '../logic/registration-data';
import { CHARITIES } from '../test-support/fixtures';
import { DONATION_MESSAGES } from '../logic/step-messages';
import { DonationStep } from './donation-step';

const onDone = vi.fn();

function Harness({ initial = {} as RegistrationData }) {
  const [data, setData] = useState<RegistrationData>(initial);
  return (
    <DonationStep
      formId="step-3"
      data={data}
      onChange={(name, value) => setData((current) => ({ ...current, [name]: value }))}
      charities={CHARITIES}
      onDone={onDone}
    />
  );
}

beforeEach(() => onDone.mockReset());

describe('DonationStep', () => {
  it("reads 'Continue without Donation' at 0 and moves on without an organization", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue without Donation' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("reads 'Continue' above 0 and requires an organization", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Donation (whole dollars)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(DONATION_MESSAGES.organizationRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Organization')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Organization'), 'Canadian Trails Fund');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('lists the active charities in order', () => {
    render(<Harness />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select an organization',
      'Community Food Banks',
      'Canadian Trails Fund',
    ]);
  });

  it.each([
    ['-5', DONATION_MESSAGES.belowMinimum],
    ['2.5', DONATION_MESSAGES.notWholeNumber],
  ])('rejects %s with a message at the amount', async (value, message) => {
    render(<Harness initial={{ donation: value, foundation: 'trails' }} />);
    await userEvent.click(screen.getByRole('button', { name: /Continue/ }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Donation (whole dollars)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
