/**
 * What every callable says once for both sides (architecture.md, house style 10): its name,
 * a pure parser of its request, and its refusals as codes with their English texts. The
 * functions' wrapper (functions/src/shared/callable.ts) parses with the same parser the
 * browser's api module types its call with; a translation maps a refusal's code, the server
 * never changes for it.
 */

/** The callable error codes a refusal may carry (the Firebase codes, without 'functions/'). */
export type RefusalCode =
  | 'invalid-argument'
  | 'failed-precondition'
  | 'not-found'
  | 'already-exists'
  | 'permission-denied'
  | 'resource-exhausted'
  | 'unauthenticated'
  | 'unavailable'
  | 'internal';

/** One refusal: the callable error code and the text the participant reads (spec texts letter for letter). */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
  /** Sent as the error's `details` (e.g. the form step a checkout refusal belongs to). */
  readonly details?: unknown;
}

export type RequestCheck<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

/** A callable as both sides know it. */
export interface CallableContract<Request> {
  /** The deployed name the browser calls (`group-name` for grouped functions). */
  readonly name: string;
  /** The text for a caller who is not signed in. */
  readonly signedOutMessage: string;
  /** The request as the server accepts it, or the refusal (nothing read or written before it). */
  readonly parse: (raw: unknown) => RequestCheck<Request>;
}

/** Failures that are not a refusal of what was entered: the browser offers Retry for `unavailable`. */
export const CALLABLE_UNAVAILABLE_MESSAGE =
  'We could not reach the server just now. Please try again.';
export const CALLABLE_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export const accept = <T>(value: T): RequestCheck<T> => ({ ok: true, value });

export const refuse = (
  code: RefusalCode,
  message: string,
  details?: unknown,
): RequestCheck<never> => ({
  ok: false,
  refusal: details === undefined ? { code, message } : { code, message, details },
});

/** The request as a record; anything that is not an object reads as {} (its fields then fail their checks). */
export function requestFields(raw: unknown): Readonly<Record<string, unknown>> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};
}

/** A non-empty string of at most `max` characters, or null. */
export function boundedText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

/** A callable that takes no request: any payload is ignored. */
export const NO_REQUEST = (): RequestCheck<Record<string, never>> => accept({});
