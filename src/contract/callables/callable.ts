/**
 * What every callable says once for both sides (docs/house-style.md rule 10): its name,
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

/**
 * A callable's refusal texts: one English text for each of its refusal codes, the one place
 * the text lives. The server answers with the code (in the error's details, beside the
 * message old clients read); the browser words it from this table, so a translation is a
 * second table by code and the server never changes for it.
 */
export type RefusalTexts<C extends string> = Readonly<Record<C, string>>;

/** The field of a callable error's details that carries the refusal's code. */
const REFUSAL_FIELD = 'refusal';

/** A refusal's details: its code, plus what the browser reads beside it (a form step, a field). */
export function refusalDetails(refusal: string, extra?: object): Record<string, unknown> {
  return { ...extra, [REFUSAL_FIELD]: refusal };
}

/** A request refused by its parser with the code's text from the callable's table. */
export function refuseWith<C extends string>(
  code: RefusalCode,
  refusal: NoInfer<C>,
  texts: RefusalTexts<C>,
  extra?: object,
): RequestCheck<never> {
  return refuse(code, texts[refusal], refusalDetails(refusal, extra));
}

/**
 * The refusal code a callable error carries when it is one of `codes`; null for anything else
 * (an outage, a crash, an unknown code: the browser then offers Retry, never a wrong refusal).
 */
export function refusalCodeOf<C extends string>(error: unknown, codes: readonly C[]): C | null {
  if (typeof error !== 'object' || error === null) return null;
  const details: unknown = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return null;
  const code: unknown = (details as Record<string, unknown>)[REFUSAL_FIELD];
  return codes.find((known) => known === code) ?? null;
}

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
