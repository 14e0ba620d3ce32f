import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRefusal, type CheckoutOrderRequest } from '../../../contract/checkout-order';
import { startCheckout, watchCheckoutSession } from '../api/checkout-session';
import { CHECKOUT_WRITE_FAILED } from '../logic/step-messages';
import { useCheckout } from './use-checkout';

vi.mock('../api/checkout-session', () => ({
  startCheckout: vi.fn(),
  watchCheckoutSession: vi.fn(),
}));

const request = { legId: 'price_a' } as unknown as CheckoutOrderRequest;
const stop = vi.fn();

beforeEach(() => {
  vi.mocked(startCheckout).mockReset().mockResolvedValue({ ok: true, sessionId: 's1' });
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
    vi.mocked(startCheckout).mockRejectedValueOnce(new Error('denied'));
    const { result, unmount } = renderHook(() => useCheckout('u1', vi.fn()));
    await act(() => result.current.start(request));
    await waitFor(() =>
      expect(result.current.state).toEqual({ phase: 'failed', message: CHECKOUT_WRITE_FAILED }),
    );
    await act(() => result.current.start(request));
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('hands back the refusal of the server and writes nothing else', async () => {
    const refusal = orderRefusal('wrongTeamCode');
    vi.mocked(startCheckout).mockResolvedValueOnce({ ok: false, refusal });
    const { result } = renderHook(() => useCheckout('u1', vi.fn()));
    let returned: unknown;
    await act(async () => {
      returned = await result.current.start(request);
    });
    expect(returned).toEqual(refusal);
    expect(result.current.state).toEqual({ phase: 'refused', refusal });
    expect(watchCheckoutSession).not.toHaveBeenCalled();
  });
});
