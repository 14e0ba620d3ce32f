/**
 * A callable's failure as the browser shows it (contract/callables/callable.ts): a refusal is
 * worded from the callable's table by the code the server answered, never from the server's
 * message; a refusal whose code the table does not know is treated as an outage (the "try
 * again" message and Retry, never a wrong refusal). Outages and crashes pass through as thrown.
 */
import {
  CALLABLE_UNAVAILABLE_MESSAGE,
  refusalCodeOf,
  type RefusalTexts,
} from '../contract/callables/callable';

/** Callable error codes that say the call may work again: never a refusal of what was sent. */
const OUTAGE_CODES = new Set(['unavailable', 'deadline-exceeded', 'internal', 'unknown']);

function callableCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = String(error.code);
  return code.startsWith('functions/') ? code.slice('functions/'.length) : null;
}

/** The error to show: a known refusal with its table's text, an unknown one as an outage. */
export function wordedFailure<C extends string>(
  error: unknown,
  codes: readonly C[],
  texts: RefusalTexts<C>,
): unknown {
  const code = callableCodeOf(error);
  if (code === null || OUTAGE_CODES.has(code)) return error;
  const refusal = refusalCodeOf(error, codes);
  if (refusal === null)
    return Object.assign(new Error(CALLABLE_UNAVAILABLE_MESSAGE, { cause: error }), {
      code: 'functions/unavailable',
    });
  const { details } = error as { details?: unknown };
  return Object.assign(new Error(texts[refusal], { cause: error }), {
    code: `functions/${code}`,
    refusal,
    details,
  });
}
