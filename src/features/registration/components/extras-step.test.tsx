import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponOffer } from '../logic/coupon-cart';
import type { RegistrationData } from '../logic/registration-data';
import { EXTRAS } from '../test-support/fixtures';
import { ExtrasStep } from './extras-step';

const onSubmit = vi.fn();
const NO_OFFER: CouponOffer = { hasCoupon: false, product: null };

function Harness({ initial = {} as RegistrationData, offer = NO_OFFER }) {
  const [data, setData] = useState<RegistrationData>(initial);
  return (
    <ExtrasStep
      formId="step-4"
      data={data}
      onChange={(name, value) => setData((current) => ({ ...current, [name]: value }))}
      extras={EXTRAS}
      offer={offer}
      submitting={false}
      onSubmit={onSubmit}
    />
  );
}

beforeEach(() => onSubmit.mockReset());

describe('ExtrasStep', () => {
  it('shows each extra with name, description, call-to-action, image and cheapest price', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Maple Leaf Socks' })).toBeInTheDocument();
    expect(screen.getByText('Red merino running socks.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add the socks')).not.toBeChecked();
    expect(screen.getByAltText('Maple Leaf Socks')).toHaveAttribute('src', '/images/socks.svg');
    expect(screen.getByText('$18.00')).toBeInTheDocument();
  });

  it('keeps a preselected extra and submits', async () => {
    render(<Harness initial={{ product_prod_socks: 'price_socks_pair' }} />);
    expect(screen.getByLabelText('Add the socks')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('holds checkout when a coupon needs socks and the socks were removed', async () => {
    const offer: CouponOffer = {
      hasCoupon: true,
      product: { id: 'prod_socks', name: 'Maple Leaf Socks' },
    };
    render(<Harness initial={{ product_prod_socks: 'price_socks_pair' }} offer={offer} />);
    await userEvent.click(screen.getByLabelText('Add the socks'));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This coupon cannot be redeemed because there are no socks in the cart.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByLabelText('Add the socks'));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
