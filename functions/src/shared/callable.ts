/**
 * The one wrapper every callable goes through (docs/architecture.md, "Callables": auth once, parse with the
 * contract, map failures). A caller who is not signed in gets `unauthenticated` with the
 * contract's text; a request the contract's parser refuses gets its refusal before anything is
 * read; inside, an HttpsError (a refusal) passes through as thrown, an outage (Firestore or a
 * provider out of reach) becomes `unavailable` (the browser offers Retry, never a wrong "not
 * valid"), and anything else is logged and becomes `internal`. Both are reported to Sentry with
 * the callable's name (error-report.ts; docs/error-reporting.md), an outage as a warning.
 *
 * A caller whose account deletion has begun (deletions/{uid} exists: account-deletion.ts) is
 * answered as one signed out: her ID token stays valid up to an hour after her sign-in was
 * closed, and nothing she calls may write again (docs/data-model.md, "What deleting an account
 * removes"). Only "Delete my account" itself still runs for her, to finish a deletion cut short.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import {
  CALLABLE_INTERNAL_MESSAGE,
  CALLABLE_UNAVAILABLE_MESSAGE,
  refusalDetails,
  type CallableContract,
  type RefusalCode,
  type RefusalTexts,
} from '../../../src/contract/callables/callable';
import { deletionPath } from './paths';
import { failureKind } from './callable-failure';
import { reportFunctionError } from './error-report';

/** Who called: the uid from auth only (docs/security.md item 52), never from the request. */
export interface Caller {
  readonly uid: string;
  readonly email: string | null;
  /** The raw call, for what is not the request's data (the Origin header of a connect). */
  readonly request: CallableRequest;
}

/**
 * A refusal as the callable throws it: the code from the callable's contract list (checked at
 * compile time against its table), its English text as the message for old clients.
 */
export function refusalError<C extends string>(
  code: RefusalCode,
  refusal: NoInfer<C>,
  texts: RefusalTexts<C>,
  extra?: object,
): HttpsError {
  return new HttpsError(code, texts[refusal], refusalDetails(refusal, extra));
}

function asCallableError(name: string, uid: string, error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  const kind = failureKind(error);
  logger.error(`${name} failed`, {
    uid,
    kind,
    error: String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return kind === 'outage'
    ? new HttpsError('unavailable', CALLABLE_UNAVAILABLE_MESSAGE)
    : new HttpsError('internal', CALLABLE_INTERNAL_MESSAGE);
}

/** The wrapper's own options beside onCall's. */
interface CallableWrapperOptions extends CallableOptions {
  /** Runs for a caller whose deletion has begun ("Delete my account" finishing it); refused otherwise. */
  readonly duringDeletion?: 'run';
  /**
   * Organisers only (the custom claim `admin: true`): anyone else is refused `permission-denied`
   * with this text before the request is parsed (organiser/organiser-callable.ts; docs/security.md item 78).
   */
  readonly organisersOnly?: string;
}

const signedOut = (contract: CallableContract<unknown>) =>
  new HttpsError('unauthenticated', contract.signedOutMessage, refusalDetails('signedOut'));

export function callableFunction<Request, Response>(
  contract: CallableContract<Request>,
  handler: (input: Request, caller: Caller) => Promise<Response>,
  { duringDeletion, organisersOnly, ...options }: CallableWrapperOptions = {},
) {
  return onCall(options, async (request): Promise<Response> => {
    if (!request.auth) throw signedOut(contract);
    if (organisersOnly !== undefined && request.auth.token.admin !== true)
      throw new HttpsError('permission-denied', organisersOnly, refusalDetails('notAllowed'));
    const parsed = contract.parse(request.data);
    if (!parsed.ok) {
      const { code, message, details } = parsed.refusal;
      throw new HttpsError(code, message, details);
    }
    const uid = request.auth.uid;
    const email = typeof request.auth.token.email === 'string' ? request.auth.token.email : null;
    try {
      if (duringDeletion !== 'run' && (await getFirestore().doc(deletionPath(uid)).get()).exists)
        throw signedOut(contract);
      return await handler(parsed.value, { uid, email, request });
    } catch (error) {
      if (!(error instanceof HttpsError)) {
        const kind = failureKind(error);
        await reportFunctionError(
          contract.name,
          error,
          { kind },
          kind === 'outage' ? 'warning' : 'error',
        );
      }
      throw asCallableError(contract.name, uid, error);
    }
  });
}
