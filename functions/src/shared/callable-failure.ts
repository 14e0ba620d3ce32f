/**
 * How a failure inside a callable reaches the browser (docs/architecture.md, "Callables": an outage is Retry,
 * never a wrong refusal). Pure: the wrapper (callable.ts) logs and throws what this decides.
 */

/** gRPC status codes of a Firestore call that did not get through (the Admin SDK's numeric `code`). */
const OUTAGE_GRPC_CODES: ReadonlySet<number> = new Set([
  4, // DEADLINE_EXCEEDED
  8, // RESOURCE_EXHAUSTED (quota)
  10, // ABORTED (a transaction that kept colliding)
  14, // UNAVAILABLE
]);

/** Node's codes for a connection that failed (a provider or Firestore out of reach). */
const OUTAGE_NET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

export type FailureKind = 'outage' | 'unknown';

/** Whether an error that is not already a callable error is an outage (Retry) or a bug (internal). */
export function failureKind(error: unknown): FailureKind {
  if (typeof error !== 'object' || error === null) return 'unknown';
  const { code, cause, name } = error as { code?: unknown; cause?: unknown; name?: unknown };
  if (typeof code === 'number' && OUTAGE_GRPC_CODES.has(code)) return 'outage';
  if (typeof code === 'string' && OUTAGE_NET_CODES.has(code)) return 'outage';
  if (name === 'AbortError' || name === 'TimeoutError') return 'outage';
  // fetch wraps the socket error: TypeError('fetch failed', { cause }).
  return cause !== undefined && cause !== error ? failureKind(cause) : 'unknown';
}
