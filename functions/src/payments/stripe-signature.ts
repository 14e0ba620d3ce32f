/**
 * Stripe's webhook signature (docs/payments.md, "Our Stripe webhook"): the `Stripe-Signature`
 * header is `t=<unix seconds>,v1=<hex>[,v1=…]`, each v1 the HMAC-SHA256, keyed with the
 * endpoint's signing secret, of `<t>.<raw body>`; an event older than the tolerance (Stripe's
 * libraries: 300 s) is refused, so a captured delivery cannot be replayed later. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_S = 300;

export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header a delivery of `payload` carries (what the local stand-in sends). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${stripeSignature(payload, secret, timestamp)}`;
}

export type SignatureCheck =
  { readonly ok: true } | { readonly ok: false; readonly reason: string };

export function checkStripeSignature(
  payload: string,
  header: unknown,
  secret: string,
  nowS: number,
  toleranceS: number = SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  if (typeof header !== 'string' || header.length > 2000)
    return { ok: false, reason: 'no Stripe-Signature header' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([key]) => key === 't')?.[1];
  const timestamp = t !== undefined && /^\d{1,12}$/.test(t) ? Number(t) : null;
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, v]) => v!);
  if (timestamp === null || signatures.length === 0)
    return { ok: false, reason: 'malformed Stripe-Signature header' };
  if (Math.abs(nowS - timestamp) > toleranceS)
    return { ok: false, reason: 'signature timestamp outside the tolerance' };
  const expected = Buffer.from(stripeSignature(payload, secret, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
    return given !== null && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'signature does not match' };
}
