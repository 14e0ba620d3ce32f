import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationData } from '../logic/registration-data';
import { EARLY_END, LEGS, NOW } from '../test-support/fixtures';
import { GIFT_QUANTITY_MESSAGE, GiftsStep } from './gifts-step';

const onDone = vi.fn();
const changes = vi.fn();

function Harness({ initial = {} as RegistrationData }) {
  const [data, setData] = useState<RegistrationData>(initial);
  return (
    <GiftsStep
      formId="step-2"
      data={data}
      onChange={(name, value) => {
        changes(name, value);
        setData((current) => ({ ...current, [name]: value }));
      }}
      legs={LEGS}
      earlyEnd={EARLY_END}
      now={NOW}
      onDone={onDone}
    />
  );
}

beforeEach(() => onDone.mockReset());

describe('GiftsStep', () => {
  it('has a number field per distance named giftCode_{priceId}, min 0', () => {
    render(<Harness />);
    const field = screen.getByLabelText(/250 km Leg gift registrations/);
    expect(field).toHaveAttribute('name', 'giftCode_price_tbcr25_250km');
    expect(field).toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('min', '0');
  });

  it('moves on with empty fields and keeps the quantities entered', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText(/1,000 km Leg gift registrations/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenLastCalledWith('giftCode_price_tbcr25_1000km', '2');
    expect(screen.getByLabelText(/1,000 km Leg gift registrations/)).toHaveValue(2);
  });

  it.each(['-1', '1.5'])('rejects %s with a message at the field', async (value) => {
    render(<Harness initial={{ giftCode_price_tbcr25_250km: value }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(GIFT_QUANTITY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/250 km Leg gift registrations/)).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
