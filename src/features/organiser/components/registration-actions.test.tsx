import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LookupRegistration } from '../../../contract/callables/organiser';
import { RegistrationActions } from './registration-actions';

vi.mock('../api/support-actions', () => ({
  changeTeam: vi.fn(),
  correctAddress: vi.fn(),
  endRegistration: vi.fn(),
  moveRegistration: vi.fn(),
  resendConfirmation: vi.fn(),
}));

const paid: LookupRegistration = {
  registrationId: 'price_run_100km__u1',
  legId: 'price_run_100km',
  label: 'Run – 100 km',
  bib: 101,
  teamName: 'noTeam',
  completedAt: null,
  totalKm: 0,
  activities: 0,
  lastActivityDay: null,
  extras: [],
  shippingAddress: '',
  address: null,
  medalShipment: null,
  payment: {
    paymentId: 'pi_1',
    amountCents: 6900,
    currency: 'cad',
    status: 'succeeded',
    endedAt: null,
  },
  giftCodes: [],
  complimentary: false,
  otherLegs: [],
};

const forms = () => screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'));

describe('RegistrationActions', () => {
  it('a paid registration can be ended after a refund; a complimentary one only resent', () => {
    const props = { uid: 'u1', registeredLegs: [paid.legId], onMoved: vi.fn(), onChanged: vi.fn() };
    const { unmount } = render(<RegistrationActions registration={paid} {...props} />);
    expect(forms()).toContain('End the registration after a refund');
    expect(forms()).toContain('Resend the confirmation');
    unmount();
    render(<RegistrationActions registration={{ ...paid, complimentary: true }} {...props} />);
    expect(forms()).not.toContain('End the registration after a refund');
    expect(forms()).toContain('Resend the confirmation');
  });
});
