import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutSession, watchCheckoutSession } from '../api/checkout-session';
import { CHECKOUT_WRITE_FAILED, useCheckout } from './use-checkout';
import type { CheckoutSessionRequest } from '../api/checkout-session';

vi.mock('../api/checkout-session', () => ({ createCheckoutSession: vi.fn(), watchCheckoutSession: vi.fn() }));

const request = { mode: 'payment' } as unknown as CheckoutSessionRequest;
const stop = vi.fn();

beforeEach(() => {
  vi.mocked(createCheckoutSession).mockReset().mockResolvedValue('s1');
  vi.mocked(watchCheckoutSession).mockReset().mockReturnValue(stop);
  stop.mockReset();
});

describe('useCheckout', () => {
  it('goes to the url the session gets', async () => {
    const navigate = vi.fn();
    const { result } = renderHook(() => useCheckout('u1', navigate));
    await act(() => result.current.start(request));
    expect(result.current.state).toEqual({ phase: 'waiting', sessionId: 's1' });
    const onUrl = vi.mocked(watchCheckoutSession).mock.calls[0]?.[2];
    act(() => onUrl?.('https://checkout.example/s1'));
    expect(navigate).toHaveBeenCalledWith('https://checkout.example/s1');
  });

  it('reports a failed write and stops listening on unmount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(createCheckoutSession).mockRejectedValueOnce(new Error('denied'));
    const { result, unmount } = renderHook(() => useCheckout('u1', vi.fn()));
    await act(() => result.current.start(request));
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'failed', message: CHECKOUT_WRITE_FAILED }));
    await act(() => result.current.start(request));
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
