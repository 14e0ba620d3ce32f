/**
 * Redeeming a gift code on step 2 (docs/product.md §R4): idle → redeeming → error (the field shows why)
 * or success; after success the field keeps the success colour for GIFT_CODE_SUCCESS_MS, then
 * `onRedeemed` runs (the form goes to the confirmation page). A second redemption is ignored
 * while one is under way or after success. Unexpected failures are logged.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import {
  redeemGiftCode,
  toGiftRedemptionError,
  type GiftRedemptionError,
  type RedeemGiftCodeRequest,
  type RedeemGiftCodeResult,
  type RedeemOutcome,
} from '../api/redeem-gift-code';

/** docs/product.md §R9: the gift code success colour lasts 1 second, then the form auto-submits. */
export const GIFT_CODE_SUCCESS_MS = 1000;

export type GiftRedemptionState =
  | { readonly status: 'idle'; readonly data: undefined; readonly error: null }
  | { readonly status: 'redeeming'; readonly data: undefined; readonly error: null }
  | { readonly status: 'success'; readonly data: RedeemGiftCodeResult; readonly error: null }
  | { readonly status: 'error'; readonly data: undefined; readonly error: GiftRedemptionError };

export type GiftRedemption = GiftRedemptionState & {
  readonly redeem: (request: RedeemGiftCodeRequest) => Promise<void>;
  /** Back to idle after an error (the code was edited, or the step changed). */
  readonly clearError: () => void;
};

const IDLE: GiftRedemptionState = { status: 'idle', data: undefined, error: null };
const REDEEMING: GiftRedemptionState = { status: 'redeeming', data: undefined, error: null };

export function useGiftRedemption(
  onRedeemed: (result: RedeemGiftCodeResult) => void,
): GiftRedemption {
  const [state, setState] = useState<GiftRedemptionState>(IDLE);
  const locked = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = useEffectEvent((result: RedeemGiftCodeResult) => onRedeemed(result));
  useEffect(() => {
    if (state.status !== 'success') return undefined;
    const result = state.data;
    const timer = setTimeout(() => finish(result), GIFT_CODE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const redeem = useCallback(async (request: RedeemGiftCodeRequest) => {
    if (locked.current) return;
    locked.current = true;
    setState(REDEEMING);
    let outcome: RedeemOutcome;
    try {
      outcome = await redeemGiftCode(request);
    } catch (error) {
      outcome = { ok: false, error: toGiftRedemptionError(error) };
    }
    if (!mounted.current) return;
    if (outcome.ok) {
      setState({ status: 'success', data: outcome.value, error: null });
      return;
    }
    const { error } = outcome;
    if (error.kind === 'network' || error.kind === 'other')
      reportError(error.cause ?? error.message, { action: 'redeemGiftCode', kind: error.kind });
    locked.current = false;
    setState({ status: 'error', data: undefined, error });
  }, []);

  const clearError = useCallback(
    () => setState((current) => (current.status === 'error' ? IDLE : current)),
    [],
  );

  return { ...state, redeem, clearError };
}
