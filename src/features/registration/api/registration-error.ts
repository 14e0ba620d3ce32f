/**
 * The one error type of the registration feature (docs/house-style.md rule 5):
 * Firebase errors are mapped to a code; components show a message by code and log the rest.
 */
export type RegistrationErrorCode =
  | 'not-found'
  | 'permission-denied'
  | 'unauthenticated'
  | 'unavailable'
  | 'invalid-argument'
  | 'checkout-failed'
  | 'checkout-timeout'
  | 'unknown';

export class RegistrationError extends Error {
  readonly code: RegistrationErrorCode;

  constructor(code: RegistrationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RegistrationError';
    this.code = code;
  }
}

const KNOWN: Readonly<Record<string, RegistrationErrorCode>> = {
  'not-found': 'not-found',
  'permission-denied': 'permission-denied',
  unauthenticated: 'unauthenticated',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'invalid-argument': 'invalid-argument',
};

/** Any thrown value → RegistrationError; Firebase codes ('permission-denied', 'functions/unavailable') are kept. */
export function toRegistrationError(error: unknown): RegistrationError {
  if (error instanceof RegistrationError) return error;
  const raw =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  const code = KNOWN[raw.replace(/^[a-z]+\//, '')] ?? 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  return new RegistrationError(code, message, { cause: error });
}
