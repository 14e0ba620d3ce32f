/**
 * The decisions of connecting a provider account (docs/trackers.md: one Strava athlete, Fitbit
 * or Garmin account feeds one participant; docs/product.md §P4: one linked device). Pure, beside its
 * transaction in connect-account.ts.
 */
import { fitbitAccountValue } from '../../../src/contract/fitbit-reconnect';
import { linkedDevice } from '../../../src/contract/linked-device';
import {
  connectedText,
  connectRefusalTexts,
  type TrackerConnectRefusal,
  type TrackerConnectResponse,
} from '../../../src/contract/callables/tracker-connect';
import type { Refusal } from '../../../src/contract/callables/callable';
import type { TrackerProvider } from '../../../src/contract/tracker-activity';
import { ACCOUNT_FIELD } from './connection';

/** connected: written; linked: the participant has a device already; taken: the account feeds someone else. */
export type LinkOutcome = 'connected' | 'linked' | 'taken';

/** Whether the participant's user document already names a device (or an account of this provider). */
export function hasLinkedAccount(
  user: Readonly<Record<string, unknown>>,
  provider: TrackerProvider,
): boolean {
  const account = user[ACCOUNT_FIELD[provider]];
  return (account !== undefined && account !== null) || linkedDevice(user) !== 'none';
}

/** What the transaction does, from what it read. */
export function linkDecision(linked: boolean, owner: string | null, uid: string): LinkOutcome {
  if (linked) return 'linked';
  if (owner !== null && owner !== uid) return 'taken';
  return 'connected';
}

/** users/{uid}'s account field once connected (docs/product.md §P3: stravaAccount.id, fitbitAccount.connected, garminAccount.activeToggle). */
export function accountFieldValue(
  provider: TrackerProvider,
  providerUserId: string,
): Readonly<Record<string, unknown>> {
  if (provider === 'strava') return { id: providerUserId };
  if (provider === 'fitbit') return fitbitAccountValue();
  return { activeToggle: 'activities' };
}

/** The refusal code of an outcome that is refused (the answer's message is its text). */
export const REFUSAL_OF_OUTCOME = {
  taken: 'accountTaken',
  linked: 'alreadyLinked',
} as const satisfies Partial<Record<LinkOutcome, TrackerConnectRefusal>>;

/**
 * The callable's answer: the one response shape of the three connects, or the refusal.
 * Strava's return page words a linked device itself (status alreadyConnected, docs/product.md §P4);
 * Fitbit's and Garmin's show the refusal's text.
 */
export function connectAnswer(
  provider: TrackerProvider,
  outcome: LinkOutcome,
):
  | { readonly ok: true; readonly response: TrackerConnectResponse }
  | { readonly ok: false; readonly refusal: Refusal } {
  const texts = connectRefusalTexts(provider);
  if (outcome === 'taken')
    return { ok: false, refusal: { code: 'failed-precondition', message: texts.accountTaken } };
  if (outcome === 'linked') {
    return provider === 'strava'
      ? { ok: true, response: { status: 'alreadyConnected', message: texts.alreadyLinked } }
      : { ok: false, refusal: { code: 'failed-precondition', message: texts.alreadyLinked } };
  }
  return { ok: true, response: { status: 'connected', message: connectedText(provider) } };
}
